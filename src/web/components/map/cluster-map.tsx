import { MapPinned } from 'lucide-react';
import * as React from 'react';
import { useIsMounted } from '../../lib/use-is-mounted';
import { cn } from '../../lib/utils';
import { Spinner } from '../ui/spinner';
import type { LeafletClusterMapProps } from './leaflet-cluster-map';
import { MAP_ERROR_TEXT, MapErrorNotice } from './map-error';
import { mapView } from './map-view';

/** One place on a cluster map: a code, a creator, ... with what its popup shows. */
export interface MapPoint {
  id: string;
  latitude: number;
  longitude: number;
  /** The marker's name for screen readers and its tooltip. */
  label: string;
  popup: React.ReactNode;
}

/** The map's place, empty until Leaflet is here: on the server, in the first render, while its chunk loads. */
function MapPlace({ label, className, children }: { label: string; className: string; children?: React.ReactNode }) {
  return (
    <div role="region" aria-label={label} className={cn('relative rounded-lg border bg-slate-100', className)}>
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
  const isMounted = useIsMounted();
  const size = className ?? 'h-[440px] w-full sm:h-[600px]';
  const mapPlace = <MapPlace label={label} className={size} />;
  return (
    <div className="relative">
      {isMounted ? (
        <React.Suspense fallback={mapPlace}>
          <LeafletClusterMap points={points} view={view} isLoading={isLoading} label={label} pluralName={pluralName} className={size} />
        </React.Suspense>
      ) : (
        mapPlace
      )}
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
