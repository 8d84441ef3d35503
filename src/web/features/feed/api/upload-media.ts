import { feedEndpoints } from '../../../../common/contracts/feed';
import { api } from '../../../lib/api';
import { upload } from '../../../lib/upload';

/**
 * Uploads one composer file; the server checks it by its bytes and re-encodes images. `groupId`: for a
 * post in that group (kept private to the group's readers). `onProgress` hears the share sent (0 to 1);
 * aborting `signal` stops the transfer (an AbortError).
 */
export const uploadMedia = (
  file: File,
  groupId?: string,
  options: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {},
) =>
  upload(feedEndpoints.uploadMedia, {
    file,
    fileName: file.name,
    query: { group: groupId },
    signal: options.signal,
    onProgress: options.onProgress,
  });

/** Drops an upload that will not be posted (removed from the composer, or the composer closed). */
export const deleteMedia = (mediaId: string) => api(feedEndpoints.deleteMedia, { params: { id: mediaId } });
