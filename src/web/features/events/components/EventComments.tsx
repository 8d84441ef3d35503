import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { eventLimits } from '../../../../common/contracts/events';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { errorMessageKey } from '../../../lib/api-client';
import { timeAgo } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useAuthDialog } from '../../auth';
import { profilePaths } from '../../profiles';
import { useAddComment, useDeleteComment, useEventComments } from '../api/comments';

/** An event's comments (002 §2, §6, §8), oldest first; members write, authors and the creator delete. */
export function EventComments({ eventId }: { eventId: string }) {
  const { t, language } = useTranslation();
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
          <Text size="sm" c="dimmed">
            {t('events.comments.empty')}
          </Text>
        ) : (
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((comment) => (
              <Group component="li" key={comment.id} gap="sm" wrap="nowrap" align="flex-start">
                <ProfileAvatar
                  src={comment.author?.avatarUrl ?? null}
                  name={comment.author?.fullName ?? null}
                  size="sm"
                />
                <Stack gap={2} miw={0} flex={1}>
                  <Group gap="xs">
                    {comment.author ? (
                      <Text
                        component={Link}
                        to={profilePaths.member(comment.author.id)}
                        size="sm"
                        fw={600}
                        c="inherit"
                      >
                        {comment.author.fullName}
                      </Text>
                    ) : (
                      <Text size="sm" fw={600}>
                        {t('events.comments.formerMember')}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {timeAgo(comment.createdAt, language)}
                    </Text>
                  </Group>
                  <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {comment.content}
                  </Text>
                </Stack>
                {comment.canDelete && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('events.comments.delete')}
                    loading={remove.isPending && remove.variables === comment.id}
                    onClick={() =>
                      remove.mutate(comment.id, {
                        onSuccess: () => notify({ color: 'teal', message: t('events.comments.deleted') }),
                        onError: (error) => notify({ color: 'red', message: t(errorMessageKey(error)) }),
                      })
                    }
                  >
                    <IconTrash size={16} stroke={1.8} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
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
          <Stack gap="xs">
            <Textarea
              label={t('events.comments.label')}
              placeholder={t('events.comments.placeholder')}
              autosize
              minRows={2}
              maxLength={eventLimits.commentMax}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button onClick={send} disabled={!text.trim()} loading={add.isPending}>
                {t('events.comments.send')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {t('events.comments.signIn')}
            </Text>
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
