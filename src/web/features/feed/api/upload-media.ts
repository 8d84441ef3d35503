import { type FeedMedia, feedPaths } from '../../../../common/contracts/feed';
import { apiClient } from '../../../lib/api-client';
import { withId } from './query-keys';

/** Uploads one composer file; the server checks it by its bytes and re-encodes images. */
export const uploadMedia = (file: File, signal?: AbortSignal) =>
  apiClient.postFile<FeedMedia>(feedPaths.media, file, file.name, { signal });

/** Drops an upload that will not be posted (removed from the composer, or the composer closed). */
export const deleteMedia = (mediaId: string) => apiClient.delete<void>(withId(feedPaths.mediaItem, mediaId));
