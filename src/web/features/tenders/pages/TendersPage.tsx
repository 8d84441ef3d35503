import {
  Button,
  Collapse,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconAdjustmentsHorizontal, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  entityTypes,
  listedStatuses,
  tenderLimits,
  tenderSectors,
  tenderStatuses,
} from '../../../../common/contracts/tenders';
import card from '../../../components/directory/DirectoryCard.module.css';
import {
  ClearFiltersButton,
  DirectoryLayout,
  DirectorySearchInput,
  FilterSelect,
} from '../../../components/directory/DirectoryFilters';
import { DirectoryHeader } from '../../../components/directory/DirectoryHeader';
import { DirectoryResults } from '../../../components/directory/DirectoryResults';
import { useDirectoryFilters } from '../../../components/directory/use-directory-filters';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { MemberLinkButton } from '../../auth';
import { useListTenders } from '../api/list-tenders';
import { TenderCard } from '../components/TenderCard';
import classes from '../components/TenderCard.module.css';
import type { TenderFilters } from '../utils/filters';
import * as codec from '../utils/filters';

const textFields = ['q', 'location'] as const;
/**
 * `/appels-offres` (002 §2): published tenders by default, 12 a page, newest first; a search box and,
 * behind the filter toggle, sector, entity type, location and status, all held in the URL and applied
 * by the server. Members also see their own tenders, drafts included ('Mes appels d'offres').
 */
export function TendersPage() {
  const { t } = useTranslation();
  usePageTitle(t('tenders.title'));
  const { filters, update, setPage, typed, clear } = useDirectoryFilters(codec, textFields);
  const [isFiltering, setFiltering] = useState(
    Boolean(filters.secteur || filters.typeEntite || filters.location) ||
      filters.statut !== (filters.mine ? 'tous' : 'publie'),
  );
  const tenders = useListTenders(filters);
  const isMember = Boolean(useSession().data?.user);
  const statuses = filters.mine ? tenderStatuses : listedStatuses;
  const showView = (mine: boolean) => clear(mine ? { mine: '1' } : {});

  return (
    <DirectoryLayout>
      <DirectoryHeader
        title={t('tenders.title')}
        breadcrumb={t('tenders.breadcrumb')}
        intro={t('tenders.intro')}
        actions={
          <MemberLinkButton
            to="/appels-offres/nouveau"
            leftSection={<IconPlus size={16} stroke={2} aria-hidden />}
          >
            {t('tenders.create')}
          </MemberLinkButton>
        }
      />

      {isMember && (
        <SegmentedControl
          value={filters.mine ? 'mine' : 'all'}
          onChange={(value) => showView(value === 'mine')}
          data={[
            { value: 'all', label: t('tenders.all') },
            { value: 'mine', label: t('tenders.mine') },
          ]}
          fullWidth
          w={{ base: '100%', sm: 'fit-content' }}
          styles={{ label: { whiteSpace: 'normal' } }}
        />
      )}

      <Stack gap="sm" role="search">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <DirectorySearchInput
            prefix="tenders"
            field={typed('q')}
            maxLength={tenderLimits.queryMax}
            flex="1 1 280px"
          />
          <Button
            variant={isFiltering ? 'light' : 'default'}
            onClick={() => setFiltering((open) => !open)}
            aria-expanded={isFiltering}
            aria-controls="tender-filters"
            leftSection={<IconAdjustmentsHorizontal size={16} stroke={1.8} aria-hidden />}
          >
            {t('tenders.filters.toggle')}
          </Button>
          <ClearFiltersButton
            prefix="tenders"
            onClear={codec.hasFilters(filters) ? () => showView(filters.mine) : undefined}
          />
        </Group>
        <Collapse expanded={isFiltering} id="tender-filters">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <FilterSelect
              label={t('tenders.filters.sector')}
              placeholder={t('tenders.filters.allSectors')}
              data={tenderSectors.map((value) => ({ value, label: t(`tenders.sectors.${value}`) }))}
              value={filters.secteur}
              onValueChange={(secteur) => update({ secteur })}
              searchable
            />
            <FilterSelect
              label={t('tenders.filters.entity')}
              placeholder={t('tenders.filters.allEntities')}
              data={entityTypes.map((value) => ({ value, label: t(`tenders.entities.${value}`) }))}
              value={filters.typeEntite}
              onValueChange={(typeEntite) => update({ typeEntite })}
            />
            <TextInput
              label={t('tenders.filters.location')}
              placeholder={t('tenders.filters.locationPlaceholder')}
              maxLength={tenderLimits.queryMax}
              {...typed('location')}
            />
            <Select
              label={t('tenders.filters.status')}
              data={[
                { value: 'tous', label: t('tenders.filters.allStatuses') },
                ...statuses.map((value) => ({ value, label: t(`tenders.statuses.${value}`) })),
              ]}
              value={filters.statut}
              onChange={(value) => update({ statut: (value ?? 'publie') as TenderFilters['statut'] })}
              allowDeselect={false}
            />
          </SimpleGrid>
        </Collapse>
      </Stack>

      <DirectoryResults
        query={tenders}
        prefix="tenders"
        empty={
          codec.hasFilters(filters)
            ? t('tenders.empty')
            : filters.mine
              ? t('tenders.emptyMine')
              : t('tenders.emptyAll')
        }
        gridClassName={`${card.grid} ${classes.grid}`}
        skeleton={{ height: 200, picture: 'none' }}
        itemKey={(tender) => tender.id}
        renderItem={(tender) => <TenderCard tender={tender} />}
        onPage={setPage}
      />
    </DirectoryLayout>
  );
}
