import type { ReactNode } from 'react';
import Supercluster, { type AnyProps, type ClusterFeature, type PointFeature } from 'supercluster';
import { CLUSTER_RADIUS_PX, MAP_MAX_AUTO_ZOOM, MIN_CLUSTER_POINTS } from './map-view';

/*
 * The clusters of a cluster map, shared by Leaflet's layer and the map the server draws before it,
 * so that both show the same markers in the same places.
 */

/** One place on a cluster map: a code, a creator, ... with what its popup shows. */
export interface MapPoint {
  id: string;
  latitude: number;
  longitude: number;
  /** The marker's name for screen readers and its tooltip. */
  label: string;
  popup: ReactNode;
}

export interface PointProps {
  point: MapPoint;
}

export type ClusterOrPoint = ClusterFeature<AnyProps> | PointFeature<PointProps>;

export type ClusterIndex = Supercluster<PointProps>;

export function clusterIndex(points: readonly MapPoint[]): ClusterIndex {
  // Supercluster measures its radius against the tile extent: Leaflet's tiles are 256 px, so an
  // extent of 256 makes the radius screen pixels, as the grid of 60 means.
  const index = new Supercluster<PointProps>({
    radius: CLUSTER_RADIUS_PX,
    extent: 256,
    minPoints: MIN_CLUSTER_POINTS,
    maxZoom: MAP_MAX_AUTO_ZOOM,
  });
  index.load(
    points.map((point) => ({
      type: 'Feature',
      properties: { point },
      geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
    })),
  );
  return index;
}

/** A cluster's id and count, or null for a single point. */
export function clusterOf(item: ClusterOrPoint): { id: number; count: number } | null {
  const { properties } = item;
  return 'cluster' in properties && properties.cluster ? { id: properties.cluster_id, count: properties.point_count } : null;
}

/** A cluster's round badge with its count, bigger for bigger clusters: its size in pixels and its HTML. */
export function clusterBadge(count: number): { size: number; html: string } {
  const size = count < 10 ? 36 : count < 100 ? 44 : 52;
  // Styled inline: Leaflet's divIcon HTML lives outside React, and the app's stylesheet need not know it.
  const style = [
    'display:flex;align-items:center;justify-content:center;width:100%;height:100%',
    'border-radius:9999px;background:#067350;color:#fff;font:600 14px/1 system-ui,sans-serif',
    'box-shadow:0 0 0 5px rgba(16,176,117,.35),0 1px 4px rgba(0,0,0,.35)',
  ].join(';');
  // Hidden from screen readers: the marker is named by its title ('12 ZARcodes'), not by the bare count.
  return { size, html: `<span aria-hidden="true" style="${style}">${count}</span>` };
}

/** What a visitor asked of a marker before Leaflet was here: its key (as ClusterLayer's), and whether it was pressed or only focused. */
export interface MarkerRequest {
  key: string;
  pressed: boolean;
}

/** A marker's key: a point's id, or its cluster's. */
export const markerKey = (item: ClusterOrPoint): string => {
  const cluster = clusterOf(item);
  return cluster ? `cluster-${cluster.id}` : (item.properties as PointProps).point.id;
};
