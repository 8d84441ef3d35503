import { Badge, Group, Skeleton } from '@mantine/core';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { Note } from '../../../components/Note';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useHashtag } from '../api/get-hashtags';
import { FeedLayout, type FeedSidebarLinks } from '../components/FeedLayout';
import classes from '../components/FeedLayout.module.css';
import { PostList } from '../components/PostList';
import { feedRoutePaths } from '../paths';

/** `/hashtag/{tag}` (002 §2 Feed): the posts that carry the hashtag, newest first. */
export function HashtagPage({ links }: { links: FeedSidebarLinks }) {
  const { t } = useTranslation();
  const tag = (useParams().tag ?? '').replace(/^#/, '');
  const info = useHashtag(tag);
  const display = info.data?.display || tag;
  usePageTitle(`#${display}`);

  return (
    <FeedLayout
      links={links}
      header={
        <>
          <Breadcrumbs
            items={[
              { label: t('feed.title'), to: feedRoutePaths.feed },
              { label: t('feed.hashtags.title'), to: feedRoutePaths.hashtags },
              { label: `#${display}` },
            ]}
          />
          <div className={classes.heading}>
            <h1 className={classes.title}>#{display}</h1>
            {info.isPending ? (
              <Skeleton height={20} width={110} />
            ) : (
              info.data && (
                <Badge variant="light" size="lg" radius="sm">
                  {t('feed.hashtags.postCount', { count: info.data.count })}
                </Badge>
              )
            )}
          </div>
          <Group>
            <Note>{t('feed.hashtags.pageIntro', { tag: display })}</Note>
          </Group>
        </>
      }
    >
      <PostList key={tag} filter={{ hashtag: tag }} emptyKey="feed.hashtags.empty" />
    </FeedLayout>
  );
}
