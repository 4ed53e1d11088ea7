import L from 'leaflet';
import { MapPinned } from 'lucide-react';
import * as React from 'react';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import Supercluster, { type AnyProps, type ClusterFeature, type PointFeature } from 'supercluster';
import { Spinner } from '../ui/spinner';
import { BaseMap } from './base-map';
import { MAP_ERROR_TEXT } from './map-error';
import { CLUSTER_RADIUS_PX, MAP_MAX_AUTO_ZOOM, MIN_CLUSTER_POINTS, mapView, type MapView } from './map-view';

/** One place on a cluster map: a code, a creator, ... with what its popup shows. */
export interface MapPoint {
  id: string;
  latitude: number;
  longitude: number;
  /** The marker's name for screen readers and its tooltip. */
  label: string;
  popup: React.ReactNode;
}

interface PointProps {
  point: MapPoint;
}

type Feature = PointFeature<PointProps>;
type ClusterOrPoint = ClusterFeature<AnyProps> | Feature;

function toFeature(point: MapPoint): Feature {
  return {
    type: 'Feature',
    properties: { point },
    geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
  };
}

/** A round badge with the count; bigger for bigger clusters. */
function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 36 : count < 100 ? 44 : 52;
  // Styled inline: a divIcon's HTML lives outside React, and the app's stylesheet need not know it.
  const style = [
    'display:flex;align-items:center;justify-content:center;width:100%;height:100%',
    'border-radius:9999px;background:#067350;color:#fff;font:600 14px/1 system-ui,sans-serif',
    'box-shadow:0 0 0 5px rgba(16,176,117,.35),0 1px 4px rgba(0,0,0,.35)',
  ].join(';');
  return L.divIcon({
    html: `<span style="${style}">${count}</span>`,
    className: 'zar-cluster',
    iconSize: [size, size],
  });
}

/** Fits the view to the points once they have loaded, and again only when the points change. */
function FitToPoints({ view }: { view: MapView }) {
  const map = useMap();
  React.useEffect(() => {
    if (view.bounds) map.fitBounds(view.bounds, { padding: [40, 40], maxZoom: MAP_MAX_AUTO_ZOOM });
    else map.setView(view.center, view.zoom);
  }, [map, view]);
  return null;
}

/** Markers and clusters for what is in view, recomputed when the map moves. */
function ClusterLayer({ points, pluralName }: { points: MapPoint[]; pluralName: string }) {
  const map = useMap();
  const [viewport, setViewport] = React.useState(() => ({ bounds: map.getBounds(), zoom: map.getZoom() }));
  useMapEvents({
    moveend: () => setViewport({ bounds: map.getBounds(), zoom: map.getZoom() }),
  });

  const index = React.useMemo(() => {
    // Supercluster measures its radius against the tile extent: Leaflet's tiles are 256 px, so an
    // extent of 256 makes the radius screen pixels, as the grid of 60 means.
    const cluster = new Supercluster<PointProps>({
      radius: CLUSTER_RADIUS_PX,
      extent: 256,
      minPoints: MIN_CLUSTER_POINTS,
      maxZoom: MAP_MAX_AUTO_ZOOM,
    });
    cluster.load(points.map(toFeature));
    return cluster;
  }, [points]);

  const items: ClusterOrPoint[] = React.useMemo(() => {
    const b = viewport.bounds;
    return index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], Math.round(viewport.zoom));
  }, [index, viewport]);

  return (
    <>
      {items.map((item) => {
        const [lng, lat] = item.geometry.coordinates as [number, number];
        if ('cluster' in item.properties && item.properties.cluster) {
          const clusterId = item.properties.cluster_id as number;
          const count = item.properties.point_count as number;
          return (
            <Marker
              key={`cluster-${clusterId}`}
              position={[lat, lng]}
              icon={clusterIcon(count)}
              title={`${count} ${pluralName}`}
              alt={`${count} ${pluralName}`}
              eventHandlers={{
                click: () => {
                  const zoom = Math.min(index.getClusterExpansionZoom(clusterId), MAP_MAX_AUTO_ZOOM + 1);
                  map.setView([lat, lng], zoom);
                },
              }}
            />
          );
        }
        const { point } = item.properties as PointProps;
        return (
          <Marker key={point.id} position={[lat, lng]} title={point.label} alt={point.label}>
            <Popup>{point.popup}</Popup>
          </Marker>
        );
      })}
    </>
  );
}

export interface ClusterMapProps {
  points: MapPoint[];
  isLoading: boolean;
  /** The map's name for screen readers, e.g. 'Map of your ZARcodes'. */
  label: string;
  /** What a cluster counts, e.g. 'ZARcodes': '12 ZARcodes'. */
  pluralName: string;
  /** Over the map when there are no points: section 8's 'No ZARcodes Found' and a hint. */
  emptyTitle: string;
  emptyHint: string;
  /** Under the map, e.g. that only the newest 1000 are shown. */
  note?: React.ReactNode;
  className?: string;
}

/**
 * Places on a map (document 1, sections 2 and 9): clustered within 60 px from 2 points up, fitted to
 * the points on first load; the empty title over the map when there are none.
 */
export function ClusterMap({ points, isLoading, label, pluralName, emptyTitle, emptyHint, note, className }: ClusterMapProps) {
  const view = React.useMemo(() => mapView(points), [points]);
  return (
    <div className="relative">
      <BaseMap
        center={view.center}
        zoom={view.zoom}
        label={label}
        scrollWheelZoom={false}
        className={className ?? 'h-[440px] w-full sm:h-[600px]'}
        errorText={MAP_ERROR_TEXT.failedToInitialize}
      >
        {isLoading ? null : <FitToPoints view={view} />}
        <ClusterLayer points={points} pluralName={pluralName} />
      </BaseMap>
      {isLoading ? (
        <div className="pointer-events-none absolute inset-0 z-[500] flex items-center justify-center">
          <span className="flex items-center gap-2 rounded-full bg-white/95 px-4 py-2 text-sm shadow">
            <Spinner /> Loading map…
          </span>
        </div>
      ) : points.length === 0 ? (
        <div className="pointer-events-none absolute inset-0 z-[500] flex items-center justify-center p-4">
          <div className="rounded-xl bg-white/95 px-6 py-5 text-center shadow-lg">
            <MapPinned className="mx-auto mb-2 size-7 text-brand-700" aria-hidden />
            <p className="font-semibold text-slate-900">{emptyTitle}</p>
            <p className="mt-1 text-sm text-muted-foreground">{emptyHint}</p>
          </div>
        </div>
      ) : note ? (
        <p className="mt-2 text-xs text-muted-foreground">{note}</p>
      ) : null}
    </div>
  );
}
