import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { PIN_HEIGHT, PIN_SVG, PIN_WIDTH } from '../../domain/geo/map-pin';
import { pointOf } from '../../domain/zarcode/code-place';
import type { ZarcodeRecord } from '../../domain/zarcode/schemas';

/** The code page's zoom, and where the static map put the point (62 % down). */
const ZOOM = 15;
const ANCHOR_Y = 0.62;

/**
 * Swaps the static map for Leaflet in the same box, the pin and its info window at the same place,
 * so nothing moves. Its own chunk: Leaflet (about 45 KB) comes only when someone wants to pan or zoom.
 */
export function showInteractiveMap(region: HTMLElement, code: ZarcodeRecord, tileUrl: string): void {
  const popup = region.querySelector('.static-map-popup-box')?.cloneNode(true) as HTMLElement | undefined;
  const container = document.createElement('div');
  container.className = 'absolute inset-0';
  region.replaceChildren(container);
  const point = pointOf(code);
  const map = L.map(container, { center: [point.latitude, point.longitude], zoom: ZOOM });
  L.tileLayer(tileUrl, {
    maxZoom: 19,
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a>',
  }).addTo(map);
  const icon = L.divIcon({
    html: PIN_SVG,
    className: '',
    iconSize: [PIN_WIDTH, PIN_HEIGHT],
    iconAnchor: [PIN_WIDTH / 2, PIN_HEIGHT],
    popupAnchor: [0, -PIN_HEIGHT],
  });
  const marker = L.marker([point.latitude, point.longitude], { icon }).addTo(map);
  if (popup) {
    popup.className = 'grid gap-0.5 text-sm';
    marker.bindPopup(popup, { closeButton: false, autoPan: false }).openPopup();
  }
  map.panBy([0, -Math.round(map.getSize().y * (ANCHOR_Y - 0.5))], { animate: false });
}
