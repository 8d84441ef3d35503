import { feedEndpoints } from '../../../../common/contracts/feed';
import { api } from '../../../lib/api';

/** Uploads one composer file; the server checks it by its bytes and re-encodes images. */
export const uploadMedia = (file: File, signal?: AbortSignal) =>
  api(feedEndpoints.uploadMedia, { file, fileName: file.name, signal });

/** Drops an upload that will not be posted (removed from the composer, or the composer closed). */
export const deleteMedia = (mediaId: string) => api(feedEndpoints.deleteMedia, { params: { id: mediaId } });
