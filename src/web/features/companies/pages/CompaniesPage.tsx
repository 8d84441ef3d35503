import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { companyLimits, companySizes } from '../../../../common/contracts/companies';
import card from '../../../components/directory/DirectoryCard.module.css';
import {
  DirectoryFilterBar,
  DirectoryLayout,
  FilterSelect,
} from '../../../components/directory/DirectoryFilters';
import { DirectoryHeader } from '../../../components/directory/DirectoryHeader';
import { DirectoryResults } from '../../../components/directory/DirectoryResults';
import { useDirectoryFilters } from '../../../components/directory/use-directory-filters';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useSectorOptions } from '../../profiles';
import { useListCompanies } from '../api/list-companies';
import { CompanyCard } from '../components/CompanyCard';
import classes from '../components/CompanyCard.module.css';
import { DirectoryLimitOverlay, DirectoryWarning, isDirectoryLimit } from '../components/DirectoryLimit';
import { countryOptions } from '../utils/countries';
import * as codec from '../utils/filters';

const textFields = ['q'] as const;
/** Each committed search is a counted read (002 §9): a longer pause than other directories. */
const typingDelayMs = 400;
/**
 * `/entreprises` (002 §2 "Companies directory"): active companies by name, 30 a page, text, country,
 * size and sector filters in the URL and applied by the server, which also counts the reads (002 §9)
 * and answers the overlays. Admins see 'Ajouter une entreprise' and are not counted.
 */
export function CompaniesPage() {
  const { t, language } = useTranslation();
  usePageTitle(t('companies.title'));
  const { filters, update, setPage, typed, clear } = useDirectoryFilters(codec, textFields, typingDelayMs);
  const companies = useListCompanies(filters);
  const session = useSession();
  const canManage = session.data?.user?.abilities.includes('companies.manage') ?? false;
  const sectors = useSectorOptions();
  const countries = useMemo(() => countryOptions(language), [language]);

  return (
    <DirectoryLayout overlay={<DirectoryLimitOverlay error={companies.error} />}>
      <DirectoryHeader
        title={t('companies.title')}
        breadcrumb={t('companies.breadcrumb')}
        intro={t('companies.intro')}
        actions={
          canManage && (
            <Button
              component={Link}
              to="/entreprises/new"
              leftSection={<IconPlus size={16} stroke={2} aria-hidden />}
            >
              {t('companies.add')}
            </Button>
          )
        }
      />

      <DirectoryFilterBar
        prefix="companies"
        search={{ field: typed('q'), maxLength: companyLimits.queryMax, flex: '2 1 220px' }}
        onClear={codec.hasFilters(filters) ? () => clear() : undefined}
      >
        <FilterSelect
          label={t('companies.filters.country')}
          placeholder={t('companies.filters.allCountries')}
          data={countries}
          value={filters.country}
          onValueChange={(country) => update({ country })}
          searchable
          flex="1 1 170px"
        />
        <FilterSelect
          label={t('companies.filters.size')}
          placeholder={t('companies.filters.allSizes')}
          data={[...companySizes]}
          value={filters.taille}
          onValueChange={(taille) => update({ taille })}
          flex="1 1 200px"
        />
        <FilterSelect
          label={t('companies.filters.category')}
          placeholder={t('companies.filters.allCategories')}
          data={sectors}
          value={filters.categoryId}
          onValueChange={(categoryId) => update({ categoryId })}
          searchable
          flex="1 1 200px"
        />
      </DirectoryFilterBar>

      <DirectoryWarning meta={companies.data?.meta} />

      <DirectoryResults
        query={companies}
        prefix="companies"
        empty={codec.hasFilters(filters) ? t('companies.empty') : t('companies.emptyAll')}
        quietError={isDirectoryLimit(companies.error)}
        gridClassName={`${card.grid} ${classes.grid}`}
        skeleton={{ height: 180, picture: 'square' }}
        itemKey={(company) => company.id}
        renderItem={(company) => <CompanyCard company={company} />}
        onPage={setPage}
      />
    </DirectoryLayout>
  );
}
