import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { eventLimits } from '../../../../common/contracts/events';
import { CommentComposer } from '../../../components/comments/CommentComposer';
import { CommentItem } from '../../../components/comments/CommentItem';
import { Note } from '../../../components/Note';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useAuthDialog } from '../../auth';
import { profilePaths } from '../../profiles';
import { useAddComment, useDeleteComment, useEventComments } from '../api/comments';

/** An event's comments (002 §2, §6, §8), oldest first; members write, authors and the creator delete. */
export function EventComments({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const isMember = Boolean(useSession().data?.user);
  const authDialog = useAuthDialog();
  const comments = useEventComments(eventId);
  const add = useAddComment(eventId);
  const remove = useDeleteComment(eventId);
  const [text, setText] = useState('');
  const items = (comments.data?.pages ?? []).flatMap((page) => page.items);
  const total = comments.data?.pages[0]?.total ?? 0;

  const send = () => {
    if (!text.trim() || add.isPending) return;
    add.mutate(
      { content: text.trim() },
      {
        onSuccess: () => {
          setText('');
          notify({ color: 'teal', message: t('events.comments.added') });
        },
        onError: (error) => notify({ color: 'red', message: t(errorMessageKey(error)) }),
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="comments-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="comments-title">
          {t('events.comments.title')} {total > 0 && `(${total})`}
        </Title>
        {comments.isPending ? null : items.length === 0 ? (
          <Note>{t('events.comments.empty')}</Note>
        ) : (
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((comment) => (
              <CommentItem
                key={comment.id}
                author={comment.author}
                createdAt={comment.createdAt}
                content={comment.content}
                avatarSize="sm"
                unknownAuthor={t('events.comments.formerMember')}
                profilePath={profilePaths.member}
                remove={
                  comment.canDelete
                    ? {
                        label: t('events.comments.delete'),
                        color: 'gray',
                        isPending: remove.isPending && remove.variables === comment.id,
                        onClick: () =>
                          remove.mutate(comment.id, {
                            onSuccess: () => notify({ color: 'teal', message: t('events.comments.deleted') }),
                            onError: (error) => notify({ color: 'red', message: t(errorMessageKey(error)) }),
                          }),
                      }
                    : undefined
                }
              />
            ))}
          </Stack>
        )}
        {comments.hasNextPage && (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => void comments.fetchNextPage()}
            loading={comments.isFetchingNextPage}
          >
            {t('events.comments.loadMore')}
          </Button>
        )}
        {isMember ? (
          <CommentComposer
            label={t('events.comments.label')}
            placeholder={t('events.comments.placeholder')}
            value={text}
            onChange={setText}
            maxLength={eventLimits.commentMax}
            submitLabel={t('events.comments.send')}
            onSubmit={send}
            isPending={add.isPending}
            isDisabled={!text.trim()}
          />
        ) : (
          <Group gap="sm">
            <Note>{t('events.comments.signIn')}</Note>
            <Button
              size="xs"
              variant="default"
              onClick={() => authDialog.open('login', { redirect: `/events/${eventId}` })}
            >
              {t('events.registration.signInButton')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
