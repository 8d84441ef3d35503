import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import L from 'leaflet';
import 'leaflet.markercluster';
import { useEffect } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import type { CompanyMap, CompanyMapPoint } from '../../../../common/contracts/companies';
import classes from './CompanyMapView.module.css';

/** 001 §2.14: the map opens on West and Central Africa. */
const defaultCentre: L.LatLngTuple = [9.082, 8.6753];
const defaultZoom = 3;

interface CompanyMapViewProps {
  points: CompanyMapPoint[];
  tiles: CompanyMap['tiles'];
  height: string;
  /** The map's accessible name. */
  label: string;
  onSelect: (point: CompanyMapPoint) => void;
}

/** A pin drawn in CSS (no image to resolve), dimmed for an inactive company. */
const pinOf = (active: boolean) =>
  L.divIcon({
    className: active ? classes.pin : `${classes.pin} ${classes.inactive}`,
    html: '<span></span>',
    iconSize: [22, 22],
    iconAnchor: [11, 22],
  });

/**
 * The markers in one cluster group (Leaflet.markercluster, chunked so thousands of companies do not
 * block the page); a marker is a focusable button named after its company; a filter's new points
 * replace the group and the view fits them.
 */
function Markers({ points, onSelect }: Pick<CompanyMapViewProps, 'points' | 'onSelect'>) {
  const map = useMap();
  useEffect(() => {
    const group = L.markerClusterGroup({ chunkedLoading: true, showCoverageOnHover: false });
    const active = pinOf(true);
    const inactive = pinOf(false);
    group.addLayers(
      points.map((point) =>
        L.marker([point.lat, point.lng], {
          icon: point.active ? active : inactive,
          title: point.nom,
          keyboard: true,
        }).on('click', () => onSelect(point)),
      ),
    );
    map.addLayer(group);
    if (points.length > 0) {
      map.fitBounds(group.getBounds(), { padding: [32, 32], maxZoom: 10 });
    }
    return () => {
      map.removeLayer(group);
    };
  }, [map, points, onSelect]);
  return null;
}

/** The Leaflet map of the company map screen (loaded lazily with Leaflet and its styles). */
export default function CompanyMapView({ points, tiles, height, label, onSelect }: CompanyMapViewProps) {
  return (
    <section className={classes.frame} style={{ height }} aria-label={label}>
      <MapContainer center={defaultCentre} zoom={defaultZoom} className={classes.map} worldCopyJump>
        <TileLayer url={tiles.url} attribution={tiles.attribution} />
        <Markers points={points} onSelect={onSelect} />
      </MapContainer>
    </section>
  );
}
