import type { LatLngBounds } from 'leaflet';
import { MapPinned } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, useMapEvents } from 'react-leaflet';
import type { InBoundsQuery } from '../../../../domain/zarcode/schemas';
import { useInBoundsCountQuery } from '../../../api/zarcodes';
import { BaseMap } from '../../../components/map/base-map';
import { Spinner } from '../../../components/ui/spinner';

/** The address page's map: zoom 16 on the place, 500 px high. */
export const ADDRESS_MAP_ZOOM = 16;

/** Four decimals (about 11 m) are plenty for a count, and let small nudges share one answer. */
const round = (value: number) => Math.round(value * 1e4) / 1e4;

function toBox(bounds: LatLngBounds): InBoundsQuery {
  const north = bounds.getNorth();
  const south = bounds.getSouth();
  const east = bounds.getEast();
  const west = bounds.getWest();
  return { ne_lat: round(north), ne_lng: round(east), sw_lat: round(south), sw_lng: round(west) };
}

/** Reports the visible box once the map is ready and after every move or zoom. */
function BoxWatcher({ onBox }: { onBox(box: InBoundsQuery): void }) {
  const map = useMapEvents({
    moveend: () => onBox(toBox(map.getBounds())),
  });
  React.useEffect(() => {
    map.whenReady(() => onBox(toBox(map.getBounds())));
  }, [map, onBox]);
  return null;
}


export interface NearbyMapProps {
  center: [number, number];
  zoom: number;
  /** Put a marker at the centre: the place that was looked up. */
  hasMarker: boolean;
}

/** A map of the looked-up place with the number of codes in the visible area (GET /api/zarcodes/in-bounds). */
export function NearbyMap({ center, zoom, hasMarker }: NearbyMapProps) {
  const { t } = useTranslation('addressNotFound');
  const [box, setBox] = React.useState<InBoundsQuery | null>(null);
  const count = useInBoundsCountQuery(box);
  const handleBox = React.useCallback((next: InBoundsQuery) => setBox(next), []);
  // The last count stays up while the next area is counted, so panning does not flicker.
  const [shown, setShown] = React.useState<number | null>(null);
  if (count.data && count.data.count !== shown) setShown(count.data.count);
  return (
    <div className="grid gap-3">
      <p className="flex min-h-6 items-center gap-2 text-sm font-medium text-slate-800" aria-live="polite">
        {shown !== null && !count.isError ? (
          <>
            <MapPinned className="size-4 shrink-0 text-brand-700" aria-hidden />
            <span>
              {shown === 0 ? t('countNone') : t('countNearby', { count: shown })}{' '}
              <span className="font-normal text-muted-foreground">{t('inArea')}</span>
            </span>
            {count.isFetching ? <Spinner className="text-muted-foreground" /> : null}
          </>
        ) : count.isError ? (
          <span className="font-normal text-muted-foreground">{t('countUnavailable')}</span>
        ) : (
          <>
            <Spinner /> <span className="font-normal text-muted-foreground">{t('counting')}</span>
          </>
        )}
      </p>
      <BaseMap label={t('mapLabel')} center={center} zoom={zoom} className="h-[500px] w-full">
        <BoxWatcher onBox={handleBox} />
        {hasMarker ? <Marker position={center} title={t('markerTitle')} alt={t('markerTitle')} /> : null}
      </BaseMap>
    </div>
  );
}
