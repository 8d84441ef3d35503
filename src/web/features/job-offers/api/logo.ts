import { jobOfferEndpoints } from '../../../../common/contracts/job-offers';
import { api } from '../../../lib/api';

/** Sends the offer's logo (re-encoded by the server); its creator or an admin. */
export const uploadOfferLogo = (id: string, file: Blob) =>
  api(jobOfferEndpoints.uploadLogo, { params: { id }, file, fileName: 'logo' });

export const removeOfferLogo = (id: string) => api(jobOfferEndpoints.removeLogo, { params: { id } });
