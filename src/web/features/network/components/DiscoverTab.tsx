import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { limits } from '../../../../common/limits';
import { DirectoryResults } from '../../../components/directory/DirectoryResults';
import { lazyPart } from '../../../components/overlays/lazy-part';
import { useFirstOpen } from '../../../components/overlays/use-first-open';
import { useTranslation } from '../../../lib/i18n';
import { intentHandlers } from '../../../lib/intent';
import { useTypingCommit } from '../../../lib/use-typing-commit';
import { ConnectionButton } from '../../connections';
import { useSectorOptions } from '../../profiles';
import { useSearchProfiles } from '../api/search-profiles';
import { countAdvanced, type NetworkFilters, readFilters, toSearchParams } from '../utils/filters';
import { MemberCard, memberGridClassName } from './MemberCard';

const searchDelayMs = 350;

// The advanced filters' drawer (its fields, Mantine's drawer) loads when the member reaches for it.
const FiltersDrawer = lazyPart(() => import('./FiltersDrawer'), 'FiltersDrawer');

/**
 * Découvrir (000 §2.6): text search, sector, the advanced drawer, all held in the URL and applied by
 * the server; 20 cards a page with the pager of 000 §9 (every page up to 7, ellipses beyond).
 */
export function DiscoverTab() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const [text, setText] = useState(filters.q);
  const drawer = useFirstOpen();
  const sectors = useSectorOptions();
  const search = useSearchProfiles(filters);
  const advancedCount = countAdvanced(filters);

  /** Writes new filters to the URL, keeping the tab; any change but the page goes back to page 1. */
  const update = (patch: Partial<NetworkFilters>) => {
    const next = { ...filters, page: 1, ...patch };
    const nextParams = toSearchParams(next);
    const tab = params.get('tab');
    if (tab) nextParams.set('tab', tab);
    setParams(nextParams, { replace: !('page' in patch) });
  };

  // The typed text reaches the URL (and the server) once the typing pauses.
  const commitText = useTypingCommit((value: string) => {
    if (value.trim() !== filters.q.trim()) update({ q: value });
  }, searchDelayMs);

  return (
    <Stack gap="lg">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('network.search.label')}
          placeholder={t('network.search.placeholder')}
          leftSection={<IconSearch size={16} stroke={1.8} aria-hidden />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            commitText(event.currentTarget.value);
          }}
          maxLength={limits.network.queryMax}
          type="search"
          flex="1 1 260px"
        />
        <Select
          label={t('network.search.sector')}
          placeholder={t('network.search.allSectors')}
          data={sectors}
          value={filters.sector || null}
          onChange={(value) => update({ sector: value ?? '' })}
          clearable
          searchable
          nothingFoundMessage={t('network.search.noSector')}
          flex="1 1 220px"
        />
        <Button
          variant={advancedCount > 0 ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={16} stroke={1.8} aria-hidden />}
          onClick={drawer.open}
          {...intentHandlers(() => void FiltersDrawer.load())}
        >
          {advancedCount > 0
            ? t('network.advancedFiltersCount', { count: advancedCount })
            : t('network.advancedFilters')}
        </Button>
      </Group>

      <DirectoryResults
        query={search}
        prefix="network"
        loadError={t('network.noProfiles')}
        empty={t('network.noMatch')}
        gridClassName={memberGridClassName}
        skeleton={{ count: 8, height: 160 }}
        itemKey={(card) => card.id}
        renderItem={(card) => (
          <MemberCard
            member={card}
            isOpenToWork={card.isOpenToWork}
            action={
              <ConnectionButton
                profileId={card.id}
                name={card.fullName}
                initialStatus={card.connection}
                fullWidth
              />
            }
          />
        )}
        onPage={(page) => update({ page })}
      />

      {drawer.isMounted && (
        <Suspense fallback={null}>
          <FiltersDrawer
            opened={drawer.isOpen}
            onClose={drawer.close}
            filters={filters}
            onApply={(advanced) => {
              drawer.close();
              update(advanced);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
