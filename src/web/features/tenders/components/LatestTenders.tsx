import { Anchor, Stack, Text } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SidebarListBlock } from '../../../components/SidebarBlock';
import { useTranslation } from '../../../lib/i18n';
import { useSiteLinks } from '../../../lib/site-links';
import { useLatestTenders } from '../api/get-latest-tenders';

/** 'Derniers appels d'offres' (002 §2 Feed, §7, §9): the 3 latest published public tenders. */
export default function LatestTenders() {
  const { t } = useTranslation();
  const listPath = useSiteLinks().areaPath('tenders');
  const latest = useLatestTenders(Boolean(listPath));
  // No invented fallback (plans/002 X8): a failed read hides the block.
  if (!listPath || latest.isError) return null;

  return (
    <SidebarListBlock
      icon={<IconFileDescription size={18} stroke={1.8} aria-hidden />}
      title={t('feed.latestTenders.title')}
      query={latest}
      skeleton={{ rows: 3, from: 85, step: 10 }}
      empty={t('feed.latestTenders.empty')}
      seeAll={{ to: listPath, label: t('feed.latestTenders.seeAll') }}
      renderList={(items) => (
        <Stack gap="sm" mt="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((tender) => (
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
    />
  );
}
