import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { companyLimits, companySizes } from '../../../../common/contracts/companies';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useTypingCommit } from '../../../lib/use-typing-commit';
import { useProfessionalCategories } from '../../profiles';
import { useListCompanies } from '../api/list-companies';
import { CompanyCard } from '../components/CompanyCard';
import classes from '../components/CompanyCard.module.css';
import { DirectoryLimitOverlay, DirectoryWarning, isDirectoryLimit } from '../components/DirectoryLimit';
import { countryOptions } from '../utils/countries';
import { type CompanyFilters, hasFilters, readFilters, toSearchParams } from '../utils/filters';

const typingDelayMs = 400;

/**
 * `/entreprises` (002 §2 "Companies directory"): active companies by name, 30 a page, text, country,
 * size and sector filters in the URL and applied by the server, which also counts the reads (002 §9)
 * and answers the overlays. Admins see 'Ajouter une entreprise' and are not counted.
 */
export function CompaniesPage() {
  const { t, language } = useTranslation();
  usePageTitle(t('companies.title'));
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const [q, setQ] = useState(filters.q);
  const companies = useListCompanies(filters);
  const session = useSession();
  const canManage = session.data?.user?.abilities.includes('companies.manage') ?? false;
  const categories = useProfessionalCategories();
  const countries = useMemo(() => countryOptions(language), [language]);

  const update = (patch: Partial<CompanyFilters>) => {
    setParams(toSearchParams({ ...filters, page: 1, ...patch }), { replace: !('page' in patch) });
  };
  const commitQ = useTypingCommit((value: string) => update({ q: value }), typingDelayMs);
  const data = companies.data;

  return (
    <Container size="lg" w="100%" py={{ base: 'md', sm: 'xl' }}>
      <DirectoryLimitOverlay error={companies.error} />
      <Stack gap="lg">
        <Breadcrumbs items={[{ label: t('companies.breadcrumb') }]} />
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={1}>{t('companies.title')}</Title>
            <Text c="dimmed" size="sm" maw={620}>
              {t('companies.intro')}
            </Text>
          </Stack>
          {canManage && (
            <Button
              component={Link}
              to="/entreprises/new"
              leftSection={<IconPlus size={16} stroke={2} aria-hidden />}
            >
              {t('companies.add')}
            </Button>
          )}
        </Group>

        <Group gap="sm" align="flex-end" wrap="wrap" role="search">
          <TextInput
            label={t('companies.filters.q')}
            placeholder={t('companies.filters.qPlaceholder')}
            leftSection={<IconSearch size={16} stroke={1.8} aria-hidden />}
            type="search"
            flex="2 1 220px"
            maxLength={companyLimits.queryMax}
            value={q}
            onChange={(event) => {
              setQ(event.currentTarget.value);
              commitQ(event.currentTarget.value);
            }}
          />
          <Select
            label={t('companies.filters.country')}
            placeholder={t('companies.filters.allCountries')}
            data={countries}
            value={filters.country || null}
            onChange={(value) => update({ country: value ?? '' })}
            searchable
            clearable
            flex="1 1 170px"
          />
          <Select
            label={t('companies.filters.size')}
            placeholder={t('companies.filters.allSizes')}
            data={[...companySizes]}
            value={filters.taille || null}
            onChange={(value) => update({ taille: (value ?? '') as CompanyFilters['taille'] })}
            clearable
            flex="1 1 200px"
          />
          <Select
            label={t('companies.filters.category')}
            placeholder={t('companies.filters.allCategories')}
            data={(categories.data?.items ?? []).map((sector) => ({ value: sector.id, label: sector.name }))}
            value={filters.categoryId || null}
            onChange={(value) => update({ categoryId: value ?? '' })}
            searchable
            clearable
            flex="1 1 200px"
          />
          {hasFilters(filters) && (
            <Button
              variant="subtle"
              onClick={() => {
                setQ('');
                setParams(new URLSearchParams());
              }}
            >
              {t('companies.filters.clear')}
            </Button>
          )}
        </Group>

        <DirectoryWarning meta={data?.meta} />

        {companies.isPending ? (
          <Group justify="center" py="xl">
            <Loader size="sm" aria-label={t('companies.loading')} />
          </Group>
        ) : companies.isError && !isDirectoryLimit(companies.error) ? (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('companies.loadError')}</Text>
              <Button size="xs" variant="default" onClick={() => void companies.refetch()}>
                {t('common.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : data && data.items.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {hasFilters(filters) ? t('companies.empty') : t('companies.emptyAll')}
          </Text>
        ) : (
          data && (
            <Stack gap="md">
              <Text size="sm" c="dimmed" aria-live="polite">
                {data.totalCapped
                  ? t('companies.resultsCapped', { count: data.total })
                  : t('companies.results', { count: data.total })}
              </Text>
              <ul className={classes.grid} aria-busy={companies.isPlaceholderData}>
                {data.items.map((company) => (
                  <li key={company.id}>
                    <CompanyCard company={company} />
                  </li>
                ))}
              </ul>
              {data.totalPages > 1 && (
                <Group justify="center">
                  <Pagination
                    total={data.totalPages}
                    value={Math.min(data.page, data.totalPages)}
                    onChange={(page) => {
                      update({ page });
                      window.scrollTo({ top: 0 });
                    }}
                    siblings={1}
                    boundaries={1}
                    getItemProps={(page) => ({ 'aria-label': t('companies.pageLabel', { page }) })}
                    getControlProps={(control) =>
                      control === 'previous' || control === 'next'
                        ? { 'aria-label': t(`companies.${control}Page`) }
                        : {}
                    }
                  />
                </Group>
              )}
            </Stack>
          )
        )}
      </Stack>
    </Container>
  );
}
