import { eventEndpoints } from '../../../../common/contracts/events';
import { api } from '../../../lib/api';
import { upload } from '../../../lib/upload';
import type { TransferHooks } from '../../../lib/use-upload-transfer';

/** Sends the event's cover (re-encoded by the server); its creator or a moderator. */
export const uploadEventCover = (eventId: string, file: Blob, hooks?: TransferHooks) =>
  upload(eventEndpoints.uploadCover, { params: { eventId }, file, fileName: 'cover', ...hooks });

export const removeEventCover = (eventId: string) => api(eventEndpoints.removeCover, { params: { eventId } });
