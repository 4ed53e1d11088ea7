import type { LeafletEventHandlerFnMap, Marker as LeafletMarker } from 'leaflet';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import type { LatLng } from '../../../domain/geo/coordinate-checks';
import { roundCoordinate } from '../../../domain/geo/coordinate-format';
import { cn } from '../../lib/utils';
import { BaseMap, DEFAULT_MAP_CENTRE, DEFAULT_MAP_ZOOM } from './base-map';
import { LocateButton } from './locate-button';
import { MapSearchBox } from './map-search-box';
import { ZoomIndicator } from './zoom-indicator';

/** The zoom a placed point is shown at: close enough to see the gate. */
export const PLACED_POINT_ZOOM = 18;

/** How a point came to be placed. */
export type PointSource = 'map' | 'drag' | 'search' | 'location';

export interface LocationPickerProps {
  /** The chosen point (6 decimals), or null before one is placed. */
  point: LatLng | null;
  onPointChange(point: LatLng, source: PointSource): void;
  /** Text for the search box to start with. */
  initialQuery?: string;
  /** Shown under the map, e.g. why this point cannot get a code. */
  notice?: React.ReactNode;
  /** Where the map opens while no point is placed (the user's own area); Cape Town when absent. */
  startCenter?: LatLng | null;
  /** The steps under the map, as catalogue keys ('ns:key'); the generator's by default. */
  instructions?: { title: string; steps: readonly string[] };
  className?: string;
  mapClassName?: string;
}

const rounded = (latitude: number, longitude: number): LatLng => ({
  latitude: roundCoordinate(latitude),
  longitude: roundCoordinate(longitude),
});

/** Map clicks place the point; zoom changes are reported for the indicator. */
function MapEvents({ onClick, onZoom }: { onClick(point: LatLng): void; onZoom(zoom: number): void }) {
  const map = useMapEvents({
    click(event) {
      const latlng = event.latlng.wrap();
      onClick(rounded(latlng.lat, latlng.lng));
    },
    zoomend() {
      onZoom(map.getZoom());
    },
  });
  return null;
}

/**
 * Brings a newly placed point into view at zoom 18 (or closer, if the map already is). A point the
 * person dragged the marker to is left where it is: the view is already theirs.
 */
function ViewFollower({ point, draggedTo }: { point: LatLng | null; draggedTo: React.RefObject<LatLng | null> }) {
  const map = useMap();
  const latitude = point?.latitude;
  const longitude = point?.longitude;
  React.useEffect(() => {
    if (latitude === undefined || longitude === undefined) return;
    const dragged = draggedTo.current;
    if (dragged && dragged.latitude === latitude && dragged.longitude === longitude) return;
    map.setView([latitude, longitude], Math.max(map.getZoom(), PLACED_POINT_ZOOM));
  }, [map, latitude, longitude, draggedTo]);
  return null;
}

/**
 * Opens the map on `center` when it arrives (the user's area is asked for as the map loads), unless a
 * point has been placed meanwhile: the view is then the point's.
 */
function StartView({ center, hasPoint }: { center: LatLng | null | undefined; hasPoint: boolean }) {
  const map = useMap();
  const latitude = center?.latitude;
  const longitude = center?.longitude;
  React.useEffect(() => {
    if (latitude === undefined || longitude === undefined || hasPoint) return;
    map.setView([latitude, longitude], map.getZoom());
  }, [map, latitude, longitude, hasPoint]);
  return null;
}

/** The create form's instructions: the codeForm texts `howTitle` and `howStep<n>`. */
const GENERATOR_INSTRUCTIONS = { title: 'codeForm:howTitle', steps: ['codeForm:howStep1', 'codeForm:howStep2', 'codeForm:howStep3', 'codeForm:howStep4'] };

/**
 * The Location Map card's body: search box, map with a draggable marker,
 * zoom indicator, 'center on my location' and the instructions. It reports points; what they mean
 * (reverse lookup, whether a code may be made there) is the page's business.
 */
export function LocationPicker({
  point,
  onPointChange,
  initialQuery,
  notice,
  startCenter,
  instructions = GENERATOR_INSTRUCTIONS,
  className,
  mapClassName,
}: LocationPickerProps) {
  const { t } = useTranslation('codeForm');
  const [zoom, setZoom] = React.useState(DEFAULT_MAP_ZOOM);
  const draggedTo = React.useRef<LatLng | null>(null);

  const place = React.useCallback(
    (next: LatLng, source: PointSource) => {
      draggedTo.current = source === 'drag' ? next : null;
      onPointChange(next, source);
    },
    [onPointChange],
  );

  const markerEvents = React.useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend(event) {
        const latlng = (event.target as LeafletMarker).getLatLng().wrap();
        place(rounded(latlng.lat, latlng.lng), 'drag');
      },
    }),
    [place],
  );

  return (
    <div className={cn('grid gap-4', className)}>
      <MapSearchBox
        initialQuery={initialQuery}
        onPick={(pick) => place(rounded(pick.latitude, pick.longitude), 'search')}
      />
      <div className="relative">
        <BaseMap
          label={t('mapLabel')}
          center={DEFAULT_MAP_CENTRE}
          zoom={DEFAULT_MAP_ZOOM}
          className={cn('h-[340px] w-full sm:h-[420px] lg:h-[460px]', mapClassName)}
        >
          <MapEvents onClick={(next) => place(next, 'map')} onZoom={setZoom} />
          <StartView center={startCenter} hasPoint={point !== null} />
          <ViewFollower point={point} draggedTo={draggedTo} />
          {point ? (
            <Marker
              position={[point.latitude, point.longitude]}
              draggable
              autoPan
              title={t('markerTitle')}
              alt={t('markerAlt')}
              eventHandlers={markerEvents}
            />
          ) : null}
        </BaseMap>
        <div className="absolute right-2.5 top-2.5 z-10">
          <LocateButton onLocate={(found) => place(rounded(found.latitude, found.longitude), 'location')} />
        </div>
        <ZoomIndicator zoom={zoom} className="absolute bottom-2.5 left-2.5 z-10" />
      </div>
      {notice}
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{t(instructions.title)}</h3>
        <ol className="mt-2 grid list-decimal gap-1 pl-5 text-sm text-muted-foreground marker:font-medium marker:text-brand-700">
          {instructions.steps.map((line) => (
            <li key={line}>{t(line)}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}
