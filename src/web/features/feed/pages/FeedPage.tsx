import { Anchor, Group, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { isUuid } from '../../../lib/uuid';
import { usePosts } from '../api/get-posts';
import type { FeedFilter } from '../api/query-keys';
import { ComposerBanner } from '../components/ComposerBanner';
import { FeedLayout, type FeedSidebarLinks } from '../components/FeedLayout';
import classes from '../components/FeedLayout.module.css';
import { LazyPostComposer } from '../components/LazyPostComposer';
import { PostList } from '../components/PostList';
import { feedRoutePaths } from '../paths';
import { useMemberAction } from '../utils/use-member-action';

const idParam = (value: string | null) => (value && isUuid(value) ? value : undefined);

/**
 * `/feed` (002 §2 Feed): the members' home, public to read. `?user={id}` shows one member's posts,
 * `?post={id}` the shared post alone.
 */
export function FeedPage({ links }: { links: FeedSidebarLinks }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { user } = useMemberAction();
  const [isComposing, setComposing] = useState(false);
  const userId = idParam(params.get('user'));
  const postId = idParam(params.get('post'));
  const filter: FeedFilter = postId ? { post: postId } : { user: userId };
  const isAll = !postId && !userId;
  const isOwnList = userId !== undefined && userId === user?.id;

  // The member's name for the heading comes with their posts.
  const memberPosts = usePosts({ user: userId }, userId !== undefined && !postId);
  const memberName = userId ? memberPosts.data?.pages[0]?.items[0]?.author.fullName : undefined;

  const title = postId
    ? t('feed.sharedPost')
    : userId
      ? memberName
        ? t('feed.memberPosts', { name: memberName })
        : t('feed.memberPostsUnknown')
      : t('feed.title');
  usePageTitle(title);

  return (
    <FeedLayout
      links={links}
      header={
        <>
          <div className={classes.heading}>
            <h1 className={classes.title}>{title}</h1>
            {!isAll && (
              <Anchor component={Link} to={feedRoutePaths.feed} size="sm" fw={600}>
                <Group gap={4} component="span">
                  <IconArrowLeft size={16} aria-hidden />
                  {t('feed.backToFeed')}
                </Group>
              </Anchor>
            )}
          </div>
          {isAll && user === null && (
            <Text size="sm" c="dimmed" mt={-8}>
              {t('feed.visitor.intro')}
            </Text>
          )}
        </>
      }
    >
      {(isAll || isOwnList) && <ComposerBanner onOpen={() => setComposing(true)} />}
      <PostList
        filter={filter}
        emptyKey={postId ? 'feed.postNotFound' : userId ? 'feed.memberEmpty' : 'feed.empty'}
      />
      {isComposing && (
        <Suspense fallback={null}>
          <LazyPostComposer opened onClose={() => setComposing(false)} />
        </Suspense>
      )}
    </FeedLayout>
  );
}
