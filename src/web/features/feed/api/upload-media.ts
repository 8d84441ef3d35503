import { feedEndpoints } from '../../../../common/contracts/feed';
import { api } from '../../../lib/api';

/**
 * Uploads one composer file; the server checks it by its bytes and re-encodes images. `groupId`: for a
 * post in that group (kept private to the group's readers).
 */
export const uploadMedia = (file: File, groupId?: string, signal?: AbortSignal) =>
  api(feedEndpoints.uploadMedia, { file, fileName: file.name, query: { group: groupId }, signal });

/** Drops an upload that will not be posted (removed from the composer, or the composer closed). */
export const deleteMedia = (mediaId: string) => api(feedEndpoints.deleteMedia, { params: { id: mediaId } });
