import L from 'leaflet';
import * as React from 'react';
import { Marker, Popup, useMap } from 'react-leaflet';
import type { ZarcodeRecord } from '../../../../domain/zarcode/schemas';
import { BaseMap } from '../../../components/map/base-map';
import { PIN_HEIGHT, PIN_SVG, PIN_WIDTH } from '../../../../domain/geo/map-pin';
import { STATIC_MAP_ANCHOR } from '../../../components/share/static-map';
import { MapPopup } from './map-popup';

/** The static map's pin, so that nothing moves when the interactive map takes over. */
const pinIcon = L.divIcon({
  html: PIN_SVG,
  className: '',
  iconSize: [PIN_WIDTH, PIN_HEIGHT],
  iconAnchor: [PIN_WIDTH / 2, PIN_HEIGHT],
  popupAnchor: [0, -PIN_HEIGHT],
});

/** Puts the point where the static map had it (below the middle), so the swap does not move it. */
function MatchStaticAnchor() {
  const map = useMap();
  React.useEffect(() => {
    const offset = Math.round(map.getSize().y * (STATIC_MAP_ANCHOR.y - 0.5));
    map.panBy([0, -offset], { animate: false });
  }, [map]);
  return null;
}

export interface InteractiveMapProps {
  code: Pick<ZarcodeRecord, 'zarcode' | 'title' | 'suburb' | 'city' | 'province'>;
  latitude: number;
  longitude: number;
  zoom: number;
  label: string;
  className?: string;
}

/**
 * The code's point on a Leaflet map, its info window open. Its own chunk: Leaflet loads only when
 * someone asks to pan or zoom.
 */
export function InteractiveMap({ code, latitude, longitude, zoom, label, className }: InteractiveMapProps) {
  return (
    <BaseMap center={[latitude, longitude]} zoom={zoom} label={label} className={className}>
      <MatchStaticAnchor />
      <Marker
        position={[latitude, longitude]}
        icon={pinIcon}
        eventHandlers={{ add: (event) => (event.target as L.Marker).openPopup() }}
      >
        <Popup closeButton={false} autoPan>
          <MapPopup code={code} />
        </Popup>
      </Marker>
    </BaseMap>
  );
}
