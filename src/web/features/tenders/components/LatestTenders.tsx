import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useSiteLinks } from '../../../lib/site-links';
import { useLatestTenders } from '../api/get-latest-tenders';
import classes from './LatestTenders.module.css';

/** 'Derniers appels d'offres' (002 §2 Feed, §7, §9): the 3 latest published public tenders. */
export default function LatestTenders() {
  const { t } = useTranslation();
  const listPath = useSiteLinks().areaPath('tenders');
  const latest = useLatestTenders(Boolean(listPath));
  const headingId = useId();
  // No invented fallback (plans/002 X8): a failed read hides the block.
  if (!listPath || latest.isError) return null;

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
        <IconFileDescription size={18} stroke={1.8} aria-hidden />
        {t('feed.latestTenders.title')}
      </Title>
      {latest.isPending ? (
        <Stack gap="xs" mt="sm">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={14} width={`${85 - index * 10}%`} />
          ))}
        </Stack>
      ) : latest.data.items.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t('feed.latestTenders.empty')}
        </Text>
      ) : (
        <Stack gap="sm" mt="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {latest.data.items.map((tender) => (
            <li key={tender.id}>
              <Anchor
                component={Link}
                to={`${listPath}/${tender.id}`}
                size="sm"
                fw={600}
                lh={1.3}
                display="block"
              >
                {tender.titre}
              </Anchor>
              {(tender.organismeEmetteur || tender.localisation) && (
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {[tender.organismeEmetteur, tender.localisation].filter(Boolean).join(' · ')}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={listPath} size="sm" fw={600} mt="sm" display="inline-block">
        {t('feed.latestTenders.seeAll')}
      </Anchor>
    </Paper>
  );
}
