import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { type ProjectPost, projectLimits } from '../../../../common/contracts/projects';
import { CommentComposer } from '../../../components/comments/CommentComposer';
import { CommentItem } from '../../../components/comments/CommentItem';
import { Note } from '../../../components/Note';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { profilePaths } from '../../profiles';
import { useDeleteFromThread, usePostToThread, useThread } from '../api/projects';
import { ProjectSection } from './ProjectSection';

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
  const { t } = useTranslation();
  const thread = useThread(projectId, kind);
  const post = usePostToThread(projectId, kind);
  const remove = useDeleteFromThread(projectId, kind);
  const [content, setContent] = useState('');
  const items = thread.data?.pages.flatMap((page) => page.items) ?? [];

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
    <CommentComposer
      label={t(kind === 'news' ? 'projects.news.label' : 'projects.comments.label')}
      placeholder={t(kind === 'news' ? 'projects.news.placeholder' : 'projects.comments.placeholder')}
      value={content}
      onChange={setContent}
      maxLength={projectLimits.textMax}
      maxRows={8}
      submitLabel={t(kind === 'news' ? 'projects.news.submit' : 'projects.comments.submit')}
      onSubmit={send}
      isPending={post.isPending}
      isDisabled={!content.trim() || post.isPending}
    />
  );

  return (
    <ProjectSection
      id={`project-${kind}-title`}
      title={t(kind === 'news' ? 'projects.news.title' : 'projects.comments.title')}
    >
      {hint && <Note>{hint}</Note>}
      {kind === 'news' && composer}
      {thread.isSuccess && items.length === 0 && (
        <Note>{t(kind === 'news' ? 'projects.news.empty' : 'projects.comments.empty')}</Note>
      )}
      {items.length > 0 && (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <CommentItem
              key={item.id}
              author={item.author}
              createdAt={item.createdAt}
              content={item.content}
              avatarSize={36}
              unknownAuthor={t('projects.thread.unknownAuthor')}
              profilePath={profilePaths.member}
              isTimeElement
              remove={
                item.canDelete
                  ? {
                      label: t(kind === 'news' ? 'projects.news.delete' : 'projects.comments.delete'),
                      color: 'red',
                      isPending: remove.isPending && remove.variables === item.id,
                      onClick: () => erase(item),
                    }
                  : undefined
              }
            />
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
    </ProjectSection>
  );
}
