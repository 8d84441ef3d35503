import { Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import { feedLimits, type PostItem } from '../../../../common/contracts/feed';
import { ImproveActions } from '../../../components/ImproveActions';
import { Modal } from '../../../components/Modal';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { useIsAiAvailable } from '../../../lib/ai-status';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useCreatePost } from '../api/create-post';
import { useImproveText } from '../api/improve-text';
import { useUpdatePost } from '../api/update-post';
import { feedErrorKey } from '../utils/error-text';
import { ComposerActions } from './ComposerActions';
import { ComposerMediaList } from './ComposerMediaList';
import { ComposerTextField } from './ComposerTextField';
import { useFeedTexts } from './feed-texts';
import { useComposerMedia } from './use-composer-media';

interface PostComposerProps {
  opened: boolean;
  onClose: () => void;
  /** Editing this post (text, removing media, adding new ones); a new post otherwise. */
  post?: PostItem;
  /** A new post in this group's feed (its uploads stay private to the group). */
  groupId?: string;
}

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
  const [error, setError] = useState<string | null>(null);
  const [previousText, setPreviousText] = useState<string | null>(null);
  const errorId = useId();
  const { items, handleFiles, handleRemove, markSubmitted } = useComposerMedia(
    post?.media,
    groupId,
    setError,
  );

  const length = Array.from(text).length;
  const isUploading = items.some((item) => item.status === 'uploading');
  const isSaving = create.isPending || update.isPending;

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
      markSubmitted();
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

        <ComposerActions
          mediaCount={items.length}
          onFiles={handleFiles}
          onCancel={onClose}
          isEditing={isEditing}
          isSaving={isSaving}
          isUploading={isUploading}
        />
      </form>
    </Modal>
  );
}
