import { Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useMemo } from 'react';
import {
  type SearchFilterKey,
  type SearchFilters,
  type SearchKind,
  searchFilterValues,
  searchKindFilters,
} from '../../../../common/contracts/search';
import { loadNamespaces, useTranslation } from '../../../lib/i18n';
import { countryOptions } from '../../companies';
import { hasFilters } from '../utils/filters';
import {
  BlogCategorySelect,
  type Change,
  DomainSelect,
  FilterSelect,
  type Option,
  SectorSelect,
} from './FilterSelects';

/** The catalog namespace whose directory labels a kind's filters reuse (members: the search's own). */
const namespaces: Partial<Record<SearchKind, string>> = {
  groups: 'groups',
  companies: 'companies',
  jobs: 'jobOffers',
  events: 'events',
  articles: 'blog',
  projects: 'projects',
  tenders: 'tenders',
  mentors: 'mentors',
};

/**
 * The main filters of the results' kind (issue 39), those of its own directory with its labels: they
 * narrow this tab's results and count, live in the address, and a tab change drops them.
 */
export function SearchFilterBar({
  kind,
  filters,
  onChange,
  onClear,
}: {
  kind: SearchKind;
  filters: SearchFilters;
  onChange: Change;
  onClear: () => void;
}) {
  const { t, language } = useTranslation();
  const namespace = namespaces[kind];
  // The directory's labels load with the tab that shows them.
  const labels = useQuery({
    queryKey: ['i18n-namespace', namespace ?? null, language],
    queryFn: async () => {
      if (namespace) await loadNamespaces([namespace]);
      return true;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const countries = useMemo(() => countryOptions(language), [language]);
  const keys = searchKindFilters[kind];
  if (keys.length === 0 || !labels.isSuccess) return null;

  const options = (values: readonly string[], prefix: string): Option[] =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  const select = (key: SearchFilterKey) => {
    const common = { name: key, value: filters[key], onChange };
    switch (key) {
      case 'country':
        return (
          <FilterSelect
            {...common}
            label={t('search.filters.country')}
            placeholder={t('search.filters.allCountries')}
            data={countries}
            searchable
          />
        );
      case 'categoryId':
        return <SectorSelect value={filters.categoryId} onChange={onChange} />;
      case 'groupType':
        return (
          <FilterSelect
            {...common}
            label={t('groups.filters.type')}
            placeholder={t('groups.filters.allTypes')}
            data={options(searchFilterValues.groupType, 'groups.types')}
          />
        );
      case 'jobType':
        return (
          <FilterSelect
            {...common}
            label={t('jobOffers.filters.type')}
            placeholder={t('jobOffers.filters.allTypes')}
            data={options(searchFilterValues.jobType, 'jobOffers.types')}
          />
        );
      case 'when':
        return (
          <FilterSelect
            {...common}
            label={t('search.filters.when')}
            placeholder={t('search.filters.anyTime')}
            data={options(searchFilterValues.when, 'events.tabs')}
          />
        );
      case 'category':
        return <BlogCategorySelect value={filters.category} onChange={onChange} />;
      case 'status':
        return (
          <FilterSelect
            {...common}
            label={t('projects.filters.status')}
            placeholder={t('search.filters.all')}
            data={options(searchFilterValues.projectStatus, 'projects.statusFilter')}
          />
        );
      case 'secteur':
        return (
          <FilterSelect
            {...common}
            label={t('tenders.filters.sector')}
            placeholder={t('tenders.filters.allSectors')}
            data={options(searchFilterValues.secteur, 'tenders.sectors')}
            searchable
          />
        );
      case 'statut':
        return (
          <FilterSelect
            {...common}
            label={t('tenders.filters.status')}
            placeholder={t('tenders.filters.allStatuses')}
            data={options(searchFilterValues.statut, 'tenders.statuses')}
          />
        );
      case 'domain':
        return <DomainSelect value={filters.domain} onChange={onChange} />;
    }
  };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={t('search.filters.label')}>
      {keys.map((key) => (
        <Fragment key={key}>{select(key)}</Fragment>
      ))}
      {hasFilters(filters) && (
        <Button variant="subtle" onClick={onClear}>
          {t('search.filters.clear')}
        </Button>
      )}
    </Group>
  );
}
