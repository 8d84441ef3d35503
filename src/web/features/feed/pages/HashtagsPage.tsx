import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconHash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { Note } from '../../../components/Note';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useHashtagIndex } from '../api/get-hashtags';
import { FeedLayout, type FeedSidebarLinks } from '../components/FeedLayout';
import layout from '../components/FeedLayout.module.css';
import { feedRoutePaths } from '../paths';
import classes from './HashtagsPage.module.css';

/** `/hashtag` (002 §2 Feed): the most used hashtags, each leading to its posts. */
export function HashtagsPage({ links }: { links: FeedSidebarLinks }) {
  const { t } = useTranslation();
  const index = useHashtagIndex();
  usePageTitle(t('feed.hashtags.title'));

  return (
    <FeedLayout
      links={links}
      header={
        <>
          <Breadcrumbs
            items={[{ label: t('feed.title'), to: feedRoutePaths.feed }, { label: t('feed.hashtags.title') }]}
          />
          <div className={layout.heading}>
            <h1 className={layout.title}>{t('feed.hashtags.title')}</h1>
          </div>
          <Note>{t('feed.hashtags.indexIntro')}</Note>
        </>
      }
    >
      <Paper withBorder radius="lg" p="md">
        {index.isPending ? (
          <Stack gap="sm" role="status" aria-label={t('app.loading')}>
            {[0, 1, 2, 3, 4].map((item) => (
              <Skeleton key={item} height={18} width={`${70 - item * 8}%`} />
            ))}
          </Stack>
        ) : index.isError ? (
          <Stack gap="sm" align="flex-start">
            <Text c="red.8" role="alert">
              {t('feed.hashtags.loadFailed')}
            </Text>
            <Button variant="default" size="sm" onClick={() => void index.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        ) : index.data.items.length === 0 ? (
          <Text c="dimmed">{t('feed.hashtags.indexEmpty')}</Text>
        ) : (
          <ul className={classes.list}>
            {index.data.items.map((item) => (
              <li key={item.tag}>
                <Link to={feedRoutePaths.hashtag(item.tag)} className={classes.item}>
                  <span className={classes.icon} aria-hidden>
                    <IconHash size={18} stroke={2} />
                  </span>
                  <span className={classes.text}>
                    <span className={classes.tag}>{item.display}</span>
                    <span className={classes.count}>
                      {t('feed.hashtags.postCount', { count: item.count })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Paper>
    </FeedLayout>
  );
}
