import { ActionIcon, Group, Text } from '@mantine/core';
import { IconSend, IconSparkles } from '@tabler/icons-react';
import { type RefObject, useEffect, useState } from 'react';
import { feedLimits } from '../../../../common/contracts/feed';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { LazyTooltip } from '../../../components/overlays/LazyTooltip';
import { useIsAiAvailable } from '../../../lib/ai-status';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useCreateComment } from '../api/create-comment';
import { useImproveText } from '../api/improve-text';
import { feedErrorKey } from '../utils/error-text';
import { useFeedTexts } from './feed-texts';
import classes from './PostCard.module.css';

/**
 * A post's comment box (002 §4, §9): Enter sends, Shift+Enter breaks the line; 'Améliorer' when the AI
 * is on; the counter near the limit.
 */
export function CommentBox({
  postId,
  inputRef,
  focusRequest,
}: {
  postId: string;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** As in PostComments: the box takes the focus, also when it mounts after the request. */
  focusRequest: number;
}) {
  const { t } = useTranslation();
  const texts = useFeedTexts();
  const create = useCreateComment(postId);
  const isAiAvailable = useIsAiAvailable(true);
  const improve = useImproveText();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const length = Array.from(value).length;
  const isOver = length > feedLimits.commentMax;
  const isBlank = value.trim() === '';

  useEffect(() => {
    if (focusRequest > 0) inputRef.current?.focus();
  }, [focusRequest, inputRef]);

  const handleSubmit = () => {
    if (isBlank) {
      setError(t('feed.validation.commentEmpty'));
      return;
    }
    if (isOver || create.isPending) return;
    setError(null);
    create.mutate(
      { content: value },
      {
        onSuccess: () => setValue(''),
        onError: (cause) => {
          const key = feedErrorKey(cause, texts.commentFailed);
          setError(t(key));
          notify({ color: 'red', message: t(key) });
        },
      },
    );
  };

  // 'Améliorer' for a comment (002 §6, §9: 500 characters at most).
  const handleImprove = () => {
    setError(null);
    if (length > feedLimits.improveCommentMax) {
      setError(t('feed.validation.improveTooLong'));
      return;
    }
    improve.mutate(
      { kind: 'comment', text: value },
      {
        onSuccess: ({ improvedText }) =>
          setValue(Array.from(improvedText).slice(0, feedLimits.commentMax).join('')),
        onError: (cause) => setError(t(feedErrorKey(cause, 'feed.composer.improveFailed'))),
      },
    );
  };

  return (
    <form
      className={classes.commentForm}
      onSubmit={(event) => {
        event.preventDefault();
        handleSubmit();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap" mt="sm">
        <GrowingTextarea
          ref={inputRef}
          flex={1}
          aria-label={t('feed.comments.inputLabel')}
          placeholder={t('feed.comments.placeholder')}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              handleSubmit();
            }
          }}
          minRows={1}
          maxRows={6}
          radius="xl"
          error={error ?? (isOver ? t('feed.validation.commentTooLong') : undefined)}
        />
        {isAiAvailable && (
          <LazyTooltip label={t('feed.composer.improve')} withArrow>
            <ActionIcon
              size={36}
              radius="xl"
              variant="light"
              color="indigo"
              aria-label={t('feed.comments.improve')}
              onClick={handleImprove}
              loading={improve.isPending}
              disabled={isBlank}
            >
              <IconSparkles size={17} aria-hidden />
            </ActionIcon>
          </LazyTooltip>
        )}
        <ActionIcon
          type="submit"
          size={36}
          radius="xl"
          aria-label={t('feed.comments.send')}
          disabled={isBlank || isOver || create.isPending}
          loading={create.isPending}
        >
          <IconSend size={17} aria-hidden />
        </ActionIcon>
      </Group>
      {length > feedLimits.commentMax - 100 && (
        <Text size="xs" c={isOver ? 'red.8' : 'dimmed'} ta="right" mt={4}>
          {t('feed.counter', { count: length, max: feedLimits.commentMax })}
        </Text>
      )}
    </form>
  );
}
