import { ActionIcon, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type ProjectPost, projectLimits } from '../../../../common/contracts/projects';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { errorMessageKey } from '../../../lib/api-client';
import { timeAgo } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { profilePaths } from '../../profiles';
import { useDeleteFromThread, usePostToThread, useThread } from '../api/projects';

interface ProjectThreadProps {
  projectId: string;
  kind: 'news' | 'comments';
  /** The composer shows (news: owner and participants; comments: members, not on an archived project). */
  canPost: boolean;
  /** Said under the title when the viewer may not post ('Connectez-vous pour commenter.'). */
  hint?: string | null;
}

/**
 * A project's news (newest first) or comments (oldest first), 20 at a time with 'Voir plus', a composer
 * whose button stays disabled while the text is blank or a send is in progress (002 §5), and a delete
 * button for the author, the owner and admins.
 */
export function ProjectThread({ projectId, kind, canPost, hint }: ProjectThreadProps) {
  const { t, language } = useTranslation();
  const thread = useThread(projectId, kind);
  const post = usePostToThread(projectId, kind);
  const remove = useDeleteFromThread(projectId, kind);
  const [content, setContent] = useState('');
  const items = thread.data?.pages.flatMap((page) => page.items) ?? [];
  const headingId = `project-${kind}-title`;

  const send = () => {
    const text = content.trim();
    if (!text) return;
    post.mutate(text, {
      onSuccess: () => {
        setContent('');
        notify({
          color: 'teal',
          message: t(kind === 'news' ? 'projects.news.published' : 'projects.comments.added'),
        });
      },
      onError: (error) =>
        notify({ color: 'red', message: t('projects.thread.error', { message: t(errorMessageKey(error)) }) }),
    });
  };
  const erase = (item: ProjectPost) =>
    remove.mutate(item.id, {
      onSuccess: () =>
        notify({
          color: 'teal',
          message: t(kind === 'news' ? 'projects.news.deleted' : 'projects.comments.deleted'),
        }),
      onError: (error) =>
        notify({
          color: 'red',
          message: t('projects.thread.deleteError', { message: t(errorMessageKey(error)) }),
        }),
    });

  const composer = canPost && (
    <Stack gap="xs">
      <Textarea
        label={t(kind === 'news' ? 'projects.news.label' : 'projects.comments.label')}
        placeholder={t(kind === 'news' ? 'projects.news.placeholder' : 'projects.comments.placeholder')}
        value={content}
        onChange={(event) => setContent(event.currentTarget.value)}
        maxLength={projectLimits.textMax}
        autosize
        minRows={2}
        maxRows={8}
      />
      <Group justify="flex-end">
        <Button onClick={send} loading={post.isPending} disabled={!content.trim() || post.isPending}>
          {t(kind === 'news' ? 'projects.news.submit' : 'projects.comments.submit')}
        </Button>
      </Group>
    </Stack>
  );

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {t(kind === 'news' ? 'projects.news.title' : 'projects.comments.title')}
        </Title>
        {hint && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        {kind === 'news' && composer}
        {thread.isSuccess && items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t(kind === 'news' ? 'projects.news.empty' : 'projects.comments.empty')}
          </Text>
        )}
        {items.length > 0 && (
          <Stack gap="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((item) => (
              <Group key={item.id} component="li" align="flex-start" wrap="nowrap" gap="sm">
                <ProfileAvatar
                  src={item.author?.avatarUrl ?? null}
                  name={item.author?.fullName ?? null}
                  size={36}
                />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs" wrap="wrap">
                    {item.author ? (
                      <Text
                        component={Link}
                        to={profilePaths.member(item.author.id)}
                        fw={600}
                        size="sm"
                        c="inherit"
                      >
                        {item.author.fullName}
                      </Text>
                    ) : (
                      <Text fw={600} size="sm">
                        {t('projects.thread.unknownAuthor')}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed" component="time" dateTime={item.createdAt}>
                      {timeAgo(item.createdAt, language)}
                    </Text>
                  </Group>
                  <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {item.content}
                  </Text>
                </Stack>
                {item.canDelete && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t(kind === 'news' ? 'projects.news.delete' : 'projects.comments.delete')}
                    onClick={() => erase(item)}
                    loading={remove.isPending && remove.variables === item.id}
                  >
                    <IconTrash size={16} stroke={1.8} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        )}
        {thread.hasNextPage && (
          <Group justify="center">
            <Button
              variant="subtle"
              onClick={() => void thread.fetchNextPage()}
              loading={thread.isFetchingNextPage}
            >
              {t(kind === 'news' ? 'projects.news.loadMore' : 'projects.comments.loadMore')}
            </Button>
          </Group>
        )}
        {kind === 'comments' && composer}
      </Stack>
    </Card>
  );
}
