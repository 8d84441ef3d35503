import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  CloseButton,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertCircle, IconExternalLink, IconMapPinOff, IconPencil } from '@tabler/icons-react';
import { Component, lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type CompanyMapPoint, companyPath } from '../../../../common/contracts/companies';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { ListError } from '../../../components/admin/ListState';
import { CompanyMark } from '../../../components/CompanyMark';
import { ExternalLink } from '../../../components/ExternalLink';
import { Note } from '../../../components/Note';
import { useTranslation } from '../../../lib/i18n';
import { useCompany } from '../api/get-company';
import { useCompanyMap } from '../api/get-company-map';

// Leaflet, its styles and the clustering load with the map only, never with the admin frame.
const CompanyMapView = lazy(() => import('../components/CompanyMapView'));

const mapHeight = '70vh';

/** The map library failed to load (a chunk lost in a deploy, an offline browser): 001 §8's text. */
class MapBoundary extends Component<
  { fallback: (message: string) => ReactNode; children: ReactNode },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? this.props.fallback(this.state.error.message) : this.props.children;
  }
}

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
          <MapBoundary
            fallback={(message) => (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
                {t('companies.map.loadError', { message })}
              </Alert>
            )}
          >
            <Suspense fallback={<MapLoading />}>
              {data ? (
                <CompanyMapView
                  points={data.points}
                  tiles={data.tiles}
                  height={mapHeight}
                  label={t('companies.map.mapLabel')}
                  onSelect={onSelect}
                />
              ) : (
                <MapLoading />
              )}
            </Suspense>
          </MapBoundary>
          {selectedId && (
            <Box
              pos={{ base: 'static', md: 'absolute' }}
              top={12}
              right={12}
              w={{ base: '100%', md: 340 }}
              mt={{ base: 'md', md: 0 }}
              style={{ zIndex: 500 }}
            >
              <SelectedCompany id={selectedId} onClose={() => setSelectedId(null)} />
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

function MapLoading() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" h={mapHeight} role="status">
      <Stack h="100%" align="center" justify="center" gap="xs">
        <Loader size="md" aria-hidden />
        <Note>{t('companies.map.loading')}</Note>
      </Stack>
    </Paper>
  );
}

/** The card of the company whose marker was clicked (its categories, address and links). */
function SelectedCompany({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const company = useCompany(id);
  const c = company.data;
  return (
    <Card withBorder radius="md" shadow="md" padding="md" aria-live="polite">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        {c ? (
          <Group gap="sm" wrap="nowrap">
            <CompanyMark company={c.nom} logoUrl={c.logoUrl} size={40} />
            <Stack gap={0}>
              <Text fw={700} lh={1.3}>
                {c.nom}
                {c.sigle ? ` (${c.sigle})` : ''}
              </Text>
              <Text size="xs" c="dimmed">
                {[c.ville, c.pays].filter(Boolean).join(', ')}
              </Text>
            </Stack>
          </Group>
        ) : (
          <Loader size="sm" aria-label={t('app.loading')} />
        )}
        <CloseButton onClick={onClose} aria-label={t('companies.map.closeCard')} />
      </Group>
      {company.isError && <Text size="sm">{t('companies.loadError')}</Text>}
      {c && (
        <Stack gap="xs">
          {!c.active && (
            <Badge color="gray" variant="light" w="fit-content">
              {t('companies.inactive')}
            </Badge>
          )}
          {(c.adresse || c.codePostal) && (
            <Text size="sm">{[c.adresse, c.codePostal, c.ville].filter(Boolean).join(', ')}</Text>
          )}
          {c.taille && <Note>{c.taille}</Note>}
          {c.categories.length > 0 && (
            <Group gap={6}>
              {c.categories.map((category) => (
                <Badge key={category.id} variant="light" size="sm">
                  {category.name}
                </Badge>
              ))}
            </Group>
          )}
          <SimpleGrid cols={2} spacing="xs" mt={4}>
            <Button
              component={Link}
              to={companyPath(c.id)}
              size="xs"
              variant="light"
              leftSection={<IconExternalLink size={14} aria-hidden />}
            >
              {t('companies.map.open')}
            </Button>
            <Button
              component={Link}
              to={`/entreprises/edit?id=${c.id}`}
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} aria-hidden />}
            >
              {t('companies.map.edit')}
            </Button>
          </SimpleGrid>
          {c.siteWeb && (
            <ExternalLink href={c.siteWeb} size="sm">
              {c.siteWeb}
            </ExternalLink>
          )}
        </Stack>
      )}
    </Card>
  );
}
