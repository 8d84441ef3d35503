import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTrendingUp } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useTrendingHashtags } from '../api/get-hashtags';
import { feedRoutePaths } from '../paths';
import classes from './Sidebar.module.css';

/** 'Hashtags tendance' (002 §7, §9): the top 8 of the last 7 days, each with its number of posts. */
export function TrendingHashtags() {
  const { t } = useTranslation();
  const trending = useTrendingHashtags();
  // The feed renders this block twice (desktop sidebar, phone section): each heading needs its own id.
  const headingId = useId();
  // A failed sidebar read is only logged in the spec (002 §8): the block simply does not show.
  if (trending.isError) return null;

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      className={classes.card}
      component="section"
      aria-labelledby={headingId}
    >
      <Title order={2} size="h5" id={headingId} className={classes.blockTitle}>
        <IconTrendingUp size={18} stroke={1.8} aria-hidden />
        {t('feed.hashtags.trending')}
      </Title>
      {trending.isPending ? (
        <Stack gap="xs" mt="sm">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={14} width={`${80 - index * 12}%`} />
          ))}
        </Stack>
      ) : trending.data.items.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t('feed.hashtags.trendingEmpty')}
        </Text>
      ) : (
        <ol className={classes.trendList}>
          {trending.data.items.map((item, index) => (
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
      <Anchor component={Link} to={feedRoutePaths.hashtags} size="sm" fw={600} mt="sm" display="inline-block">
        {t('feed.hashtags.seeAll')}
      </Anchor>
    </Paper>
  );
}
