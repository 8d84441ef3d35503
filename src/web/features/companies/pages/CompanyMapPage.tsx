import { Box, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CompanyMapPoint } from '../../../../common/contracts/companies';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { ListError } from '../../../components/admin/ListState';
import { useTranslation } from '../../../lib/i18n';
import { useCompanyMap } from '../api/get-company-map';
import { CompanyMapCard } from '../components/CompanyMapCard';
import { LazyCompanyMap } from '../components/LazyCompanyMap';

/**
 * /admin/cartographie (001 §2.14, admins): the directory's placed companies on an OpenStreetMap map
 * (Leaflet, tiles from MAP_TILE_URL), centred on 9.082, 8.6753 at zoom 3, 70vh high, markers clustered;
 * filters by professional category and country (in the URL, options from the data); a click on a marker
 * opens the company's card. Companies without coordinates are counted, not drawn.
 */
export function CompanyMapPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const categoryId = params.get('categorie') ?? undefined;
  const country = params.get('pays') ?? undefined;
  const map = useCompanyMap({ categoryId, country });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const data = map.data;

  const setFilter = (name: 'categorie' | 'pays', value: string | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
    setSelectedId(null);
  };

  const categoryOptions = useMemo(() => {
    const categories = data?.categories ?? [];
    const sectors = categories.filter((c) => !c.parentId);
    return sectors.map((sector) => ({
      group: sector.name,
      items: [
        { value: sector.id, label: t('companies.map.wholeSector', { name: sector.name }) },
        ...categories
          .filter((c) => c.parentId === sector.id)
          .map((speciality) => ({ value: speciality.id, label: speciality.name })),
      ],
    }));
  }, [data?.categories, t]);

  const countryOptions = useMemo(
    () => (data?.countries ?? []).map((c) => ({ value: c.code, label: c.name })),
    [data?.countries],
  );

  const onSelect = useCallback((point: CompanyMapPoint) => setSelectedId(point.id), []);

  return (
    <>
      <AdminPageHeader title={t('companies.map.title')} description={t('companies.map.description')} />
      <Paper withBorder radius="md" p="md" mb="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label={t('companies.map.category')}
            placeholder={t('companies.map.allCategories')}
            data={categoryOptions}
            value={categoryId ?? null}
            onChange={(value) => setFilter('categorie', value)}
            clearable
            searchable
            nothingFoundMessage={t('companies.map.noCategory')}
            w={{ base: '100%', sm: 320 }}
          />
          <Select
            label={t('companies.map.country')}
            placeholder={t('companies.map.allCountries')}
            data={countryOptions}
            value={country ?? null}
            onChange={(value) => setFilter('pays', value)}
            clearable
            searchable
            nothingFoundMessage={t('companies.map.noCountry')}
            w={{ base: '100%', sm: 240 }}
          />
          {(categoryId || country) && (
            <Button variant="subtle" onClick={() => setParams({}, { replace: true })}>
              {t('companies.filters.clear')}
            </Button>
          )}
          <Stack gap={2} ml={{ sm: 'auto' }} aria-live="polite">
            {data && (
              <Text size="sm" fw={600}>
                {t('companies.map.placed', { count: data.points.length })}
              </Text>
            )}
            {data && data.unplaced > 0 && (
              <Group gap={4} c="dimmed">
                <IconMapPinOff size={14} aria-hidden />
                <Text size="xs">{t('companies.map.unplaced', { count: data.unplaced })}</Text>
              </Group>
            )}
          </Stack>
        </Group>
      </Paper>

      {map.isError && !data ? (
        <ListError error={map.error} onRetry={() => void map.refetch()} />
      ) : (
        <Box pos="relative">
          <LazyCompanyMap data={data} onSelect={onSelect} />
          {selectedId && (
            <Box
              pos={{ base: 'static', md: 'absolute' }}
              top={12}
              right={12}
              w={{ base: '100%', md: 340 }}
              mt={{ base: 'md', md: 0 }}
              style={{ zIndex: 500 }}
            >
              <CompanyMapCard id={selectedId} onClose={() => setSelectedId(null)} />
            </Box>
          )}
          {data && data.points.length === 0 && (
            <Text c="dimmed" size="sm" mt="sm">
              {categoryId || country ? t('companies.map.emptyFiltered') : t('companies.map.empty')}
            </Text>
          )}
        </Box>
      )}
    </>
  );
}
