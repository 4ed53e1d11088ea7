import L from 'leaflet';
import * as React from 'react';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import { BaseMap } from './base-map';
import { clusterBadge, clusterOf, markerKey, type ClusterIndex, type ClusterOrPoint, type MarkerRequest, type PointProps } from './map-clusters';
import { MAP_ERROR_TEXT } from './map-error';
import { fitView, MAP_MAX_AUTO_ZOOM, mapSizeNow, type FittedView, type MapView } from './map-view';

/*
 * The Leaflet half of ClusterMap (cluster-map.tsx), a chunk of its own: Leaflet needs a browser,
 * and a page rendered first by the server shows the map's place until the browser has taken over.
 */

/** A cluster's badge as a Leaflet icon. */
function clusterIcon(count: number): L.DivIcon {
  const { size, html } = clusterBadge(count);
  return L.divIcon({ html, className: 'zar-cluster', iconSize: [size, size] });
}

/** Moves the map to the fitted view when the points change after it opened (it opens there). */
function FitToPoints({ fitted }: { fitted: FittedView }) {
  const map = useMap();
  React.useEffect(() => {
    map.setView(fitted.center, fitted.zoom);
  }, [map, fitted]);
  return null;
}

/** Markers and clusters for what is in view, recomputed when the map moves. */
function ClusterLayer({ index, clusterName, markerRequest }: { index: ClusterIndex; clusterName(count: number): string; markerRequest: MarkerRequest | null }) {
  const map = useMap();
  const markers = React.useRef(new Map<string, L.Marker>());
  const keep = (key: string) => (marker: L.Marker | null) => {
    if (marker) markers.current.set(key, marker);
    else markers.current.delete(key);
  };
  // What the visitor asked of the marker drawn before Leaflet: the same marker, here now, gets it.
  React.useEffect(() => {
    if (!markerRequest) return;
    const element = markers.current.get(markerRequest.key)?.getElement();
    element?.focus();
    if (markerRequest.pressed) element?.click();
  }, [markerRequest]);
  const [viewport, setViewport] = React.useState(() => ({ bounds: map.getBounds(), zoom: map.getZoom() }));
  useMapEvents({
    moveend: () => setViewport({ bounds: map.getBounds(), zoom: map.getZoom() }),
  });

  const items: ClusterOrPoint[] = React.useMemo(() => {
    const b = viewport.bounds;
    return index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], Math.round(viewport.zoom));
  }, [index, viewport]);

  return (
    <>
      {items.map((item) => {
        const [lng, lat] = item.geometry.coordinates as [number, number];
        const cluster = clusterOf(item);
        if (cluster) {
          return (
            <Marker
              key={markerKey(item)}
              ref={keep(markerKey(item))}
              position={[lat, lng]}
              icon={clusterIcon(cluster.count)}
              title={clusterName(cluster.count)}
              alt={clusterName(cluster.count)}
              eventHandlers={{
                click: () => {
                  const zoom = Math.min(index.getClusterExpansionZoom(cluster.id), MAP_MAX_AUTO_ZOOM + 1);
                  map.setView([lat, lng], zoom);
                },
              }}
            />
          );
        }
        const { point } = item.properties as PointProps;
        return (
          <Marker key={markerKey(item)} ref={keep(markerKey(item))} position={[lat, lng]} title={point.label} alt={point.label}>
            <Popup>{point.popup}</Popup>
          </Marker>
        );
      })}
    </>
  );
}

export interface LeafletClusterMapProps {
  /** The points' clusters (map-clusters.ts). */
  index: ClusterIndex;
  view: MapView;
  isLoading: boolean;
  label: string;
  clusterName(count: number): string;
  className: string;
  /** The tiles drawn before Leaflet's, shown under its own until they have loaded. */
  underlay?: React.ReactNode;
  /** What the visitor asked of a marker of the map drawn before Leaflet. */
  markerRequest: MarkerRequest | null;
}

export function LeafletClusterMap({ index, view, isLoading, label, clusterName, className, underlay, markerRequest }: LeafletClusterMapProps) {
  const fitted = React.useMemo(() => fitView(view, mapSizeNow()), [view]);
  return (
    <BaseMap
      center={fitted.center}
      zoom={fitted.zoom}
      label={label}
      scrollWheelZoom={false}
      className={className}
      errorText={MAP_ERROR_TEXT.failedToInitialize}
      underlay={underlay}
    >
      {isLoading ? null : <FitToPoints fitted={fitted} />}
      <ClusterLayer index={index} clusterName={clusterName} markerRequest={markerRequest} />
    </BaseMap>
  );
}
