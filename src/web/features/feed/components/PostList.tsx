import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Deferred } from '../../../components/Deferred';
import { useTranslation } from '../../../lib/i18n';
import { usePosts } from '../api/get-posts';
import type { FeedFilter } from '../api/query-keys';
import { useFeedTexts } from './feed-texts';
import { PostCard } from './PostCard';

/** How many posts are built at once, before the rest: what a phone's first screen shows. */
const leadPosts = 2;

interface PostListProps {
  filter: FeedFilter;
  /** Catalog key of the text shown when there is no post. */
  emptyKey?: string;
}

function PostSkeleton() {
  return (
    <Paper withBorder radius="lg" p="md" aria-hidden>
      <Group gap="sm" mb="md">
        <Skeleton circle height={44} />
        <Stack gap={6} flex={1}>
          <Skeleton height={12} width="40%" />
          <Skeleton height={10} width="25%" />
        </Stack>
      </Group>
      <Skeleton height={10} mb={8} />
      <Skeleton height={10} mb={8} />
      <Skeleton height={10} width="70%" />
    </Paper>
  );
}

/**
 * Posts newest first, 10 at a time (002 §9): the next page loads when the end of the list comes into
 * view, or with 'Charger plus' (keyboard and screen-reader users, or if the observer is unavailable).
 */
export function PostList({ filter, emptyKey = 'feed.empty' }: PostListProps) {
  const { t } = useTranslation();
  const texts = useFeedTexts();
  const posts = usePosts(filter);
  // Held in state: the list mounts after the data (Deferred), and the observer follows the element.
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = posts;

  useEffect(() => {
    if (!sentinel || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, hasNextPage, isFetchingNextPage, fetchNextPage]);

  // The same element while the first posts are built, so the skeleton on screen is not rendered again.
  const skeleton = useMemo(
    () => (
      <Stack gap="md" role="status" aria-label={t('app.loading')}>
        <PostSkeleton />
        <PostSkeleton />
      </Stack>
    ),
    [t],
  );
  if (posts.isError)
    return (
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm" align="flex-start">
          <Text c="red.8" role="alert">
            {t(texts.loadFailed)}
          </Text>
          <Button variant="default" size="sm" onClick={() => void posts.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Paper>
    );

  // Keyset pages never overlap on the server; a refetch while posts arrive must not show one twice.
  const seen = new Set<string>();
  const items = (posts.data?.pages ?? [])
    .flatMap((page) => page.items)
    .filter((post) => !seen.has(post.id) && Boolean(seen.add(post.id)));
  if (!posts.isPending && items.length === 0)
    return (
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="sm" ta="center">
          <IconMessages size={40} stroke={1.4} color="var(--mantine-color-sankofa-6)" aria-hidden />
          <Text c="dimmed">{t(emptyKey)}</Text>
        </Stack>
      </Paper>
    );

  if (posts.isPending) return skeleton;
  const card = (post: (typeof items)[number]) => (
    <PostCard key={post.id} post={post} isHighlighted={filter.post !== undefined} />
  );
  /*
   * The first posts, those a phone shows, are built at once: the page's largest paint is the first post's
   * text, and a transition is started over whenever other data arrives meanwhile (the sidebars', the
   * header's counts). The rest (a thousand components for ten posts) is built in slices after them, so a
   * phone stays responsive meanwhile.
   */
  return (
    <Stack gap="md">
      {items.slice(0, leadPosts).map(card)}
      <Deferred fallback={items.length > leadPosts ? <PostSkeleton /> : null}>
        {items.slice(leadPosts).map(card)}
        <div ref={setSentinel} />
        {posts.hasNextPage ? (
          <Group justify="center">
            <Button
              variant="default"
              onClick={() => void posts.fetchNextPage()}
              loading={posts.isFetchingNextPage}
            >
              {t('feed.loadMore')}
            </Button>
          </Group>
        ) : (
          items.length > 3 && (
            <Text size="sm" c="dimmed" ta="center" py="sm">
              {t('feed.end')}
            </Text>
          )
        )}
      </Deferred>
    </Stack>
  );
}
