import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import * as React from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import { usePublicSettingsQuery } from '../../api/settings';
import { cn } from '../../lib/utils';
import { MAP_ERROR_TEXT, MapErrorNotice } from './map-error';

// Bundlers rename Leaflet's marker images, so its default icon must be told where they went.
L.Icon.Default.mergeOptions({ iconUrl: markerIcon, iconRetinaUrl: markerIcon2x, shadowUrl: markerShadow });

/** Cape Town area: the map's centre when there is nothing else to show. */
export const DEFAULT_MAP_CENTRE: [number, number] = [-33.9, 18.4];
export const DEFAULT_MAP_ZOOM = 8;
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export interface BaseMapProps {
  center: [number, number];
  zoom: number;
  /** Height and width come from the class (e.g. 'h-[600px] w-full'). */
  className?: string;
  children?: React.ReactNode;
  /** Label for screen readers, e.g. 'Map of your ZARcodes'. */
  label: string;
  scrollWheelZoom?: boolean;
  /** Told under 'Map Error' when the tiles cannot load: 'Error initializing map' unless given. */
  errorText?: string;
  /** Shown under the map, through its empty background, until its first tiles have loaded. */
  underlay?: React.ReactNode;
}

/**
 * A Leaflet map on the configured tile server (OpenStreetMap unless TILE_URL says otherwise): no
 * paid key needed. Children are react-leaflet layers (markers, clusters, handlers).
 */
export function BaseMap({
  center,
  zoom,
  className,
  children,
  label,
  scrollWheelZoom = true,
  errorText = MAP_ERROR_TEXT.errorInitializing,
  underlay,
}: BaseMapProps) {
  const settings = usePublicSettingsQuery();
  const tileUrl = settings.data?.tileUrl;
  const [hasTileError, setHasTileError] = React.useState(false);
  const [haveTilesLoaded, setHaveTilesLoaded] = React.useState(false);
  const tileEvents = React.useMemo(() => ({ tileerror: () => setHasTileError(true), load: () => setHaveTilesLoaded(true) }), []);
  const showsUnderlay = Boolean(underlay) && !haveTilesLoaded;
  return (
    <div
      role="region"
      aria-label={label}
      className={cn('relative z-0 overflow-hidden rounded-lg border', showsUnderlay && '[&_.leaflet-container]:bg-transparent', className)}
    >
      {showsUnderlay ? underlay : null}
      <MapContainer center={center} zoom={zoom} scrollWheelZoom={scrollWheelZoom} className="h-full w-full">
        {tileUrl ? <TileLayer url={tileUrl} attribution={OSM_ATTRIBUTION} maxZoom={19} eventHandlers={tileEvents} /> : null}
        {children}
      </MapContainer>
      {hasTileError ? <MapErrorNotice description={errorText} /> : null}
    </div>
  );
}
