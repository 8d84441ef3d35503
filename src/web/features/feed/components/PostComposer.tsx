import { Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPaperclip } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  acceptedMediaTypes,
  type FeedMedia,
  feedLimits,
  type PostItem,
} from '../../../../common/contracts/feed';
import { ImproveActions } from '../../../components/ImproveActions';
import { Modal } from '../../../components/Modal';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { useIsAiAvailable } from '../../../lib/ai-status';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { isAbortError } from '../../../lib/upload';
import { useCreatePost } from '../api/create-post';
import { useImproveText } from '../api/improve-text';
import { useUpdatePost } from '../api/update-post';
import { deleteMedia, uploadMedia } from '../api/upload-media';
import { feedErrorKey } from '../utils/error-text';
import { type ComposerMediaItem, ComposerMediaList } from './ComposerMediaList';
import { ComposerTextField } from './ComposerTextField';
import { useFeedTexts } from './feed-texts';

interface PostComposerProps {
  opened: boolean;
  onClose: () => void;
  /** Editing this post (text, removing media, adding new ones); a new post otherwise. */
  post?: PostItem;
  /** A new post in this group's feed (its uploads stay private to the group). */
  groupId?: string;
}

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
 * The post composer modal (002 §2 Feed, §5, §9): up to 3000 characters with a counter, hashtag
 * suggestions while typing '#', up to 4 images, videos or documents of 10 MB each (count and size
 * checked before upload with the spec's messages, content checked by the server), previews with
 * remove, and 'Améliorer' when the AI assistant is on. The same modal edits a post.
 */
export function PostComposer({ opened, onClose, post, groupId: newPostGroupId }: PostComposerProps) {
  const { t } = useTranslation();
  const texts = useFeedTexts();
  const isMobile = useMediaQuery('(max-width: 36em)');
  const user = useSession().data?.user;
  const isEditing = post !== undefined;
  const groupId = post ? (post.groupId ?? undefined) : newPostGroupId;
  const create = useCreatePost();
  const update = useUpdatePost(post?.id ?? '');
  const improve = useImproveText();
  const isAiAvailable = useIsAiAvailable(opened);
  const [text, setText] = useState(post?.content ?? '');
  const [items, setItems] = useState<ComposerMediaItem[]>(() => post?.media.map(fromMedia) ?? []);
  const [error, setError] = useState<string | null>(null);
  const [previousText, setPreviousText] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const isSubmitted = useRef(false);
  const errorId = useId();

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

  const length = Array.from(text).length;
  const isUploading = items.some((item) => item.status === 'uploading');
  const isSaving = create.isPending || update.isPending;

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

  const handleImprove = () => {
    setError(null);
    if (length > feedLimits.improvePostMax) {
      setError(t('feed.validation.improveTooLong'));
      return;
    }
    const original = text;
    improve.mutate(
      { kind: 'post', text: original },
      {
        onSuccess: ({ improvedText }) => {
          setPreviousText(original);
          setText(Array.from(improvedText).slice(0, feedLimits.postMax).join(''));
        },
        onError: (cause) => setError(t(feedErrorKey(cause, 'feed.composer.improveFailed'))),
      },
    );
  };

  const handleSubmit = () => {
    setError(null);
    const mediaIds = items.flatMap((item) => (item.media ? [item.media.id] : []));
    if (text.trim() === '' && mediaIds.length === 0) {
      setError(t(texts.postEmpty));
      return;
    }
    if (length > feedLimits.postMax) {
      setError(t('feed.validation.postTooLong'));
      return;
    }
    const body = { content: text, mediaIds, ...(groupId && !isEditing ? { groupId } : {}) };
    const onError = (cause: unknown) =>
      setError(t(feedErrorKey(cause, isEditing ? 'feed.errors.updateFailed' : 'feed.errors.createFailed')));
    const onSuccess = () => {
      isSubmitted.current = true;
      notify({ color: 'teal', message: t(isEditing ? 'feed.composer.updated' : 'feed.composer.published') });
      onClose();
    };
    if (isEditing) update.mutate(body, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(isEditing ? 'feed.composer.editTitle' : 'feed.composer.title')}
      size="lg"
      radius="lg"
      fullScreen={isMobile}
      closeOnClickOutside={!isSaving}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          handleSubmit();
        }}
      >
        {user && (
          <Group gap="sm" mb="sm">
            <ProfileAvatar src={user.avatarUrl} name={user.fullName ?? user.username} size={40} />
            <Text fw={600} size="sm">
              {user.fullName ?? user.username}
            </Text>
          </Group>
        )}
        <ComposerTextField
          value={text}
          onChange={(value) => {
            setText(value);
            setPreviousText(null);
            setError(null);
          }}
          errorId={error ? errorId : undefined}
          isInGroup={groupId !== undefined}
        />
        <Group justify="space-between" mt={6} gap="xs">
          <ImproveActions
            isAvailable={isAiAvailable}
            improveLabel={t('feed.composer.improve')}
            undoLabel={t('feed.composer.undoImprove')}
            onImprove={handleImprove}
            isPending={improve.isPending}
            disabled={text.trim() === ''}
            canUndo={previousText !== null}
            onUndo={() => {
              if (previousText === null) return;
              setText(previousText);
              setPreviousText(null);
            }}
          />
          <Text size="xs" c={length > feedLimits.postMax ? 'red.8' : 'dimmed'} aria-live="polite">
            {t('feed.counter', { count: length, max: feedLimits.postMax })}
          </Text>
        </Group>

        <ComposerMediaList items={items} onRemove={handleRemove} />

        {error && (
          <Text size="sm" c="red.8" role="alert" id={errorId} mt="sm">
            {error}
          </Text>
        )}

        <Group justify="space-between" mt="lg" gap="sm">
          <input
            ref={fileInput}
            type="file"
            multiple
            accept={acceptedMediaTypes.join(',')}
            hidden
            data-testid="composer-file-input"
            onChange={(event) => {
              handleFiles(Array.from(event.currentTarget.files ?? []));
              event.currentTarget.value = '';
            }}
          />
          <Button
            variant="default"
            leftSection={<IconPaperclip size={16} stroke={1.8} aria-hidden />}
            onClick={() => fileInput.current?.click()}
            disabled={items.length >= feedLimits.mediaPerPost}
          >
            {t('feed.composer.addMedia', { count: items.length, max: feedLimits.mediaPerPost })}
          </Button>
          <Group gap="sm" ml="auto">
            <Button variant="subtle" color="gray" onClick={onClose} disabled={isSaving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSaving} disabled={isUploading}>
              {t(isEditing ? 'feed.composer.save' : 'feed.composer.publish')}
            </Button>
          </Group>
        </Group>
        <Text size="xs" c="dimmed" mt="xs">
          {t('feed.composer.mediaHint')}
        </Text>
      </form>
    </Modal>
  );
}
