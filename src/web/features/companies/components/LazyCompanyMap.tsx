import { Loader, Paper, Stack } from '@mantine/core';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import type { CompanyMap, CompanyMapPoint } from '../../../../common/contracts/companies';
import { FormFailure } from '../../../components/FormFailure';
import { Note } from '../../../components/Note';
import { useTranslation } from '../../../lib/i18n';

// Leaflet, its styles and the clustering load with the map only, never with the admin frame.
const CompanyMapView = lazy(() => import('./CompanyMapView'));

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

/** The map's place, announced as loading, while Leaflet or the points are on their way. */
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

/**
 * The company map of /admin/cartographie (001 §2.14, §8), 70vh high: a spinner while Leaflet or the
 * points load (`data` undefined), the spec's text when the map library fails to load.
 */
export function LazyCompanyMap({
  data,
  onSelect,
}: {
  data: CompanyMap | undefined;
  onSelect: (point: CompanyMapPoint) => void;
}) {
  const { t } = useTranslation();
  return (
    <MapBoundary fallback={(message) => <FormFailure message={t('companies.map.loadError', { message })} />}>
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
  );
}
