import { useEffect, useRef, useState } from 'react';
import { type FeedMedia, feedLimits } from '../../../../common/contracts/feed';
import { useTranslation } from '../../../lib/i18n';
import { isAbortError } from '../../../lib/upload';
import { deleteMedia, uploadMedia } from '../api/upload-media';
import { feedErrorKey } from '../utils/error-text';
import type { ComposerMediaItem } from './ComposerMediaList';

let keySequence = 0;
const nextKey = () => `m${++keySequence}`;

const fromMedia = (media: FeedMedia): ComposerMediaItem => ({
  key: media.id,
  status: 'ready',
  media,
  name: media.name,
  kind: media.kind,
  isExisting: true,
});

const kindOf = (file: File): FeedMedia['kind'] =>
  file.type.startsWith('image/') ? 'image' : file.type.startsWith('video/') ? 'video' : 'document';

/**
 * The composer's files (002 §5, §9): the edited post's own, then those added, their count and size
 * checked before upload (the spec's messages go to `setError`), each uploaded into `groupId`'s storage
 * when given, with its progress and, for an image, a local preview. A removed upload stops; a fresh one
 * is deleted at once, the post's own when the edit is saved. Leaving the composer before `markSubmitted`
 * drops the new uploads.
 */
export const useComposerMedia = (
  initial: readonly FeedMedia[] | undefined,
  groupId: string | undefined,
  setError: (error: string | null) => void,
) => {
  const { t } = useTranslation();
  const [items, setItems] = useState<ComposerMediaItem[]>(() => initial?.map(fromMedia) ?? []);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const isSubmitted = useRef(false);

  // Leaving without publishing: the new uploads are dropped (the server also sweeps forgotten ones).
  useEffect(
    () => () => {
      for (const item of itemsRef.current) {
        item.transfer?.abort();
        if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
        if (!isSubmitted.current && !item.isExisting && item.media)
          void deleteMedia(item.media.id).catch(() => {});
      }
    },
    [],
  );

  const handleFiles = (files: File[]) => {
    if (files.length === 0) return;
    setError(null);
    if (items.length + files.length > feedLimits.mediaPerPost) {
      setError(t('feed.validation.tooManyFiles'));
      return;
    }
    const accepted = files.filter((file) => file.size <= feedLimits.mediaMaxBytes);
    if (accepted.length < files.length) setError(t('errors.feed_media_too_large'));
    for (const file of accepted) {
      const key = nextKey();
      const kind = kindOf(file);
      const previewUrl = kind === 'image' ? URL.createObjectURL(file) : undefined;
      const transfer = new AbortController();
      setItems((current) => [
        ...current,
        {
          key,
          status: 'uploading',
          name: file.name,
          kind,
          previewUrl,
          isExisting: false,
          progress: 0,
          transfer,
        },
      ]);
      const onProgress = (progress: number) =>
        setItems((current) => current.map((item) => (item.key === key ? { ...item, progress } : item)));
      uploadMedia(file, groupId, { signal: transfer.signal, onProgress })
        .then((media) =>
          setItems((current) =>
            current.map((item) =>
              item.key === key ? { ...item, status: 'ready', media, kind: media.kind } : item,
            ),
          ),
        )
        .catch((cause: unknown) => {
          if (previewUrl) URL.revokeObjectURL(previewUrl);
          setItems((current) => current.filter((item) => item.key !== key));
          // Removed while it uploaded: the member's cancel, nothing to say.
          if (isAbortError(cause)) return;
          setError(`${file.name} : ${t(feedErrorKey(cause, 'feed.composer.uploadFailed'))}`);
        });
    }
  };

  const handleRemove = (key: string) => {
    const item = items.find((candidate) => candidate.key === key);
    if (!item) return;
    // Removed while it uploads: the transfer stops (on a slow connection, the member's cancel).
    item.transfer?.abort();
    if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    // Media of the post itself go when the edit is saved; a fresh upload can go now.
    if (!item.isExisting && item.media) void deleteMedia(item.media.id).catch(() => {});
    setItems((current) => current.filter((candidate) => candidate.key !== key));
    setError(null);
  };

  const markSubmitted = () => {
    isSubmitted.current = true;
  };

  return { items, handleFiles, handleRemove, markSubmitted };
};
