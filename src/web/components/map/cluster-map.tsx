import { MapPinned } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicSettingsQuery } from '../../api/settings';
import { useIsMounted } from '../../lib/use-is-mounted';
import { cn } from '../../lib/utils';
import { Spinner } from '../ui/spinner';
import { MapAttribution } from '../share/static-map';
import { ClusterMapPreview } from './cluster-map-preview';
import type { LeafletClusterMapProps } from './leaflet-cluster-map';
import { clusterIndex, type MapPoint, type MarkerRequest } from './map-clusters';
import { MAP_ERROR_TEXT, MapErrorNotice } from './map-error';
import { mapView } from './map-view';

/** The map's box: map-view.ts's MAP_SIZES follow it. */
const MAP_BOX_CLASSES = 'h-[440px] w-full sm:h-[600px]';

/** The map's place until Leaflet is here: the map drawn from tiles, or its error. */
function MapPlace({ label, className, children, ...events }: { label: string; className: string; children?: React.ReactNode } & React.DOMAttributes<HTMLDivElement>) {
  return (
    <div role="region" aria-label={label} className={cn('relative rounded-lg border bg-slate-100', className)} {...events}>
      {children}
    </div>
  );
}

/** Leaflet's chunk, or, when it cannot be fetched (a dropped connection), the map's error in its place. */
const LeafletClusterMap = React.lazy(() =>
  import('./leaflet-cluster-map').then(
    (module) => ({ default: module.LeafletClusterMap }),
    () => ({
      default: ({ label, className }: LeafletClusterMapProps) => (
        <MapPlace label={label} className={className}>
          <MapErrorNotice description={MAP_ERROR_TEXT.failedToInitialize} />
        </MapPlace>
      ),
    }),
  ),
);

export interface ClusterMapProps {
  points: MapPoint[];
  isLoading: boolean;
  /** The map's name for screen readers, e.g. 'Map of your ZARcodes'. */
  label: string;
  /** A cluster's name for its count, e.g. '12 ZARcodes'. */
  clusterName(count: number): string;
  /** Over the map when there are no points: 'No ZARcodes Found' and a hint. */
  emptyTitle: string;
  emptyHint: string;
  /** Under the map, e.g. that only the newest 1000 are shown. */
  note?: React.ReactNode;
}

/**
 * Places on a map: clustered within 60 px from 2 points up, fitted to
 * the points on first load; the empty title over the map when there are none.
 *
 * The map is first drawn from plain tiles and markers (cluster-map-preview.tsx, by the server too);
 * Leaflet, its chunk and its start (a long task on a slow phone) come when the visitor reaches for the
 * map: a pointer moving over it, a tap, or the focus on a marker. It opens on the same view, and does what
 * was asked of the marker (its popup, or a cluster's zoom).
 */
export function ClusterMap({ points, isLoading, label, clusterName, emptyTitle, emptyHint, note }: ClusterMapProps) {
  const { t } = useTranslation('app');
  const view = React.useMemo(() => mapView(points), [points]);
  const index = React.useMemo(() => clusterIndex(points), [points]);
  const tileUrlTemplate = usePublicSettingsQuery().data?.tileUrl;
  const isMounted = useIsMounted();
  const [isWanted, setIsWanted] = React.useState(false);
  const [markerRequest, setMarkerRequest] = React.useState<MarkerRequest | null>(null);
  const [hasTileError, setHasTileError] = React.useState(false);
  const noticeTileError = React.useCallback(() => setHasTileError(true), []);
  // A transition: the map drawn from tiles stays, and takes taps, until Leaflet's chunk is here.
  const want = () => React.startTransition(() => setIsWanted(true));
  const preview = (onMarker?: (request: MarkerRequest) => void) =>
    tileUrlTemplate && !isLoading ? (
      <ClusterMapPreview
        view={view}
        index={index}
        tileUrlTemplate={tileUrlTemplate}
        clusterName={clusterName}
        onMarker={onMarker}
        onTileError={noticeTileError}
      />
    ) : null;
  const mapPlace = (
    <MapPlace label={label} className={MAP_BOX_CLASSES} onPointerMove={want} onPointerDown={want} onFocus={want}>
      {preview((request) => {
        // A marker pressed brings Leaflet too: a press held back while the app came arrives without a pointer's move.
        setMarkerRequest(request);
        want();
      })}
      {tileUrlTemplate ? <MapAttribution className="z-[400] rounded-tl" /> : null}
      {hasTileError ? <MapErrorNotice description={MAP_ERROR_TEXT.failedToInitialize} /> : null}
    </MapPlace>
  );
  return (
    <div className="relative">
      <React.Suspense fallback={mapPlace}>
        {isMounted && isWanted ? (
          <LeafletClusterMap
            index={index}
            view={view}
            isLoading={isLoading}
            label={label}
            clusterName={clusterName}
            className={MAP_BOX_CLASSES}
            underlay={preview()}
            markerRequest={markerRequest}
          />
        ) : (
          mapPlace
        )}
      </React.Suspense>
      {isLoading ? (
        <div className="pointer-events-none absolute inset-0 z-[500] flex items-center justify-center">
          <span className="flex items-center gap-2 rounded-full bg-white/95 px-4 py-2 text-sm shadow">
            <Spinner /> {t('loadingMap')}
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
