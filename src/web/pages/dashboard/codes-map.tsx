import L from 'leaflet';
import { MapPinned } from 'lucide-react';
import * as React from 'react';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import { Link } from 'react-router';
import Supercluster, { type AnyProps, type ClusterFeature, type PointFeature } from 'supercluster';
import { PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import type { ZarcodeRecord } from '../../../domain/zarcode/schemas';
import { BaseMap } from '../../components/map/base-map';
import { MAP_ERROR_TEXT } from '../../components/map/map-error';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../paths';
import {
  CLUSTER_RADIUS_PX,
  MAP_MAX_AUTO_ZOOM,
  MIN_CLUSTER_POINTS,
  mapView,
  type MapView,
} from './dashboard-rules';

interface PointProps {
  code: ZarcodeRecord;
}

type Feature = PointFeature<PointProps>;
type ClusterOrPoint = ClusterFeature<AnyProps> | Feature;

function toFeature(code: ZarcodeRecord): Feature {
  return {
    type: 'Feature',
    properties: { code },
    geometry: { type: 'Point', coordinates: [Number(code.longitude), Number(code.latitude)] },
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

/** Fits the view to the codes once they have loaded, and again only when the codes change. */
function FitToCodes({ view }: { view: MapView }) {
  const map = useMap();
  React.useEffect(() => {
    if (view.bounds) map.fitBounds(view.bounds, { padding: [40, 40], maxZoom: MAP_MAX_AUTO_ZOOM });
    else map.setView(view.center, view.zoom);
  }, [map, view]);
  return null;
}

/** Markers and clusters for what is in view, recomputed when the map moves. */
function ClusterLayer({ codes }: { codes: ZarcodeRecord[] }) {
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
    cluster.load(codes.map(toFeature));
    return cluster;
  }, [codes]);

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
              title={`${count} ${PRODUCT_NAME_PLURAL}`}
              alt={`${count} ${PRODUCT_NAME_PLURAL}`}
              eventHandlers={{
                click: () => {
                  const zoom = Math.min(index.getClusterExpansionZoom(clusterId), MAP_MAX_AUTO_ZOOM + 1);
                  map.setView([lat, lng], zoom);
                },
              }}
            />
          );
        }
        const { code } = item.properties as PointProps;
        return (
          <Marker key={code.id} position={[lat, lng]} title={code.zarcode} alt={code.zarcode}>
            <Popup>
              <div className="min-w-40 space-y-1">
                <p className="font-mono text-sm font-semibold text-brand-800">{code.zarcode}</p>
                <p className="text-sm font-medium text-slate-900">{code.title ?? code.zarcode}</p>
                <p className="text-xs text-slate-600">{[code.city, code.province].join(', ')}</p>
                <p className="flex gap-3 pt-1 text-sm">
                  <Link to={paths.code(code.zarcode)}>Open</Link>
                  <Link to={paths.codeEdit(code.zarcode)}>Edit</Link>
                </p>
              </div>
            </Popup>
          </Marker>
        );
      })}
    </>
  );
}

/**
 * The user's codes on a map (document 1, sections 2 and 9): clustered within 60 px from 2 codes up,
 * fitted to the codes on first load; 'No ZARcodes Found' over the map when there are none.
 */
export function CodesMap({ codes, isLoading, total }: { codes: ZarcodeRecord[]; isLoading: boolean; total: number }) {
  const view = React.useMemo(
    () => mapView(codes.map((c) => ({ latitude: Number(c.latitude), longitude: Number(c.longitude) }))),
    [codes],
  );
  return (
    <div className="relative">
      <BaseMap
        center={view.center}
        zoom={view.zoom}
        label={`Map of your ${PRODUCT_NAME_PLURAL}`}
        scrollWheelZoom={false}
        className="h-[440px] w-full sm:h-[600px]"
        errorText={MAP_ERROR_TEXT.failedToInitialize}
      >
        {isLoading ? null : <FitToCodes view={view} />}
        <ClusterLayer codes={codes} />
      </BaseMap>
      {isLoading ? (
        <div className="pointer-events-none absolute inset-0 z-[500] flex items-center justify-center">
          <span className="flex items-center gap-2 rounded-full bg-white/95 px-4 py-2 text-sm shadow">
            <Spinner /> Loading map…
          </span>
        </div>
      ) : codes.length === 0 ? (
        <div className="pointer-events-none absolute inset-0 z-[500] flex items-center justify-center p-4">
          <div className="rounded-xl bg-white/95 px-6 py-5 text-center shadow-lg">
            <MapPinned className="mx-auto mb-2 size-7 text-brand-700" aria-hidden />
            <p className="font-semibold text-slate-900">{`No ${PRODUCT_NAME_PLURAL} Found`}</p>
            <p className="mt-1 text-sm text-muted-foreground">Codes you generate appear here.</p>
          </div>
        </div>
      ) : total > codes.length ? (
        <p className="mt-2 text-xs text-muted-foreground">{`Showing your newest ${codes.length} of ${total} ${PRODUCT_NAME_PLURAL}.`}</p>
      ) : null}
    </div>
  );
}
