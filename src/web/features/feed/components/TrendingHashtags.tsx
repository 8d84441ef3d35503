import { Text } from '@mantine/core';
import { IconTrendingUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SidebarListBlock } from '../../../components/SidebarBlock';
import { useTranslation } from '../../../lib/i18n';
import { useTrendingHashtags } from '../api/get-hashtags';
import { feedRoutePaths } from '../paths';
import classes from './Sidebar.module.css';

/** 'Hashtags tendance' (002 §7, §9): the top 8 of the last 7 days, each with its number of posts. */
export function TrendingHashtags() {
  const { t } = useTranslation();
  const trending = useTrendingHashtags();
  // A failed sidebar read is only logged in the spec (002 §8): the block simply does not show.
  if (trending.isError) return null;

  return (
    <SidebarListBlock
      icon={<IconTrendingUp size={18} stroke={1.8} aria-hidden />}
      title={t('feed.hashtags.trending')}
      query={trending}
      skeleton={{ rows: 4, from: 80, step: 12 }}
      empty={t('feed.hashtags.trendingEmpty')}
      seeAll={{ to: feedRoutePaths.hashtags, label: t('feed.hashtags.seeAll') }}
      renderList={(items) => (
        <ol className={classes.trendList}>
          {items.map((item, index) => (
            <li key={item.tag} className={classes.trendItem}>
              <span className={classes.trendRank} aria-hidden>
                {index + 1}
              </span>
              <div className={classes.trendText}>
                <Link to={feedRoutePaths.hashtag(item.tag)} className={classes.trendTag}>
                  #{item.display}
                </Link>
                <Text size="xs" c="dimmed">
                  {t('feed.hashtags.postCount', { count: item.count })}
                </Text>
              </div>
            </li>
          ))}
        </ol>
      )}
    />
  );
}
