import L from 'leaflet';
import * as React from 'react';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import Supercluster, { type AnyProps, type ClusterFeature, type PointFeature } from 'supercluster';
import { BaseMap } from './base-map';
import type { MapPoint } from './cluster-map';
import { MAP_ERROR_TEXT } from './map-error';
import { CLUSTER_RADIUS_PX, MAP_MAX_AUTO_ZOOM, MIN_CLUSTER_POINTS, type MapView } from './map-view';

/*
 * The Leaflet half of ClusterMap (cluster-map.tsx), a chunk of its own: Leaflet needs a browser,
 * and a page rendered first by the server shows the map's place until the browser has taken over.
 */

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

export interface LeafletClusterMapProps {
  points: MapPoint[];
  view: MapView;
  isLoading: boolean;
  label: string;
  pluralName: string;
  className: string;
}

export function LeafletClusterMap({ points, view, isLoading, label, pluralName, className }: LeafletClusterMapProps) {
  return (
    <BaseMap
      center={view.center}
      zoom={view.zoom}
      label={label}
      scrollWheelZoom={false}
      className={className}
      errorText={MAP_ERROR_TEXT.failedToInitialize}
    >
      {isLoading ? null : <FitToPoints view={view} />}
      <ClusterLayer points={points} pluralName={pluralName} />
    </BaseMap>
  );
}
