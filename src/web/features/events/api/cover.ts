import { eventEndpoints } from '../../../../common/contracts/events';
import { api } from '../../../lib/api';

/** Sends the event's cover (re-encoded by the server); its creator or a moderator. */
export const uploadEventCover = (eventId: string, file: Blob) =>
  api(eventEndpoints.uploadCover, { params: { eventId }, file, fileName: 'cover' });

export const removeEventCover = (eventId: string) => api(eventEndpoints.removeCover, { params: { eventId } });
