/**
 * Where a map of codes starts and how its markers cluster (the dashboard's
 * map, which the creator pages and /creators share), unit-tested beside this file.
 */
import { latLngOfWorldPixel, worldPixel } from '../../../domain/geo/tile-math';

/** The map shows up to 1000 codes. */
export const MAP_MAX_CODES = 1000;
/** Cape Town area: the centre when there are no codes. */
export const MAP_DEFAULT_CENTRE: [number, number] = [-33.9, 18.4];
export const MAP_DEFAULT_ZOOM = 8;
/** A single code is shown closer. */
export const MAP_FIRST_CODE_ZOOM = 10;
/** Fitting the map to the codes never zooms in further than this (codes close together stay in context). */
export const MAP_MAX_AUTO_ZOOM = 15;
/** Codes closer than this many screen pixels form a cluster. */
export const CLUSTER_RADIUS_PX = 60;
export const MIN_CLUSTER_POINTS = 2;
export const MAP_HEIGHT_PX = 600;

export interface MapView {
  center: [number, number];
  zoom: number;
  /** South-west and north-east corners to fit, when there are two or more codes. */
  bounds: [[number, number], [number, number]] | null;
}

/**
 * Where the map starts: Cape Town at zoom 8 with no codes; one code at zoom 10; otherwise the
 * average of the codes, then fitted to all of them (up to zoom 15).
 */
export function mapView(points: readonly { latitude: number; longitude: number }[]): MapView {
  const valid = points.filter((p) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude));
  if (valid.length === 0) return { center: MAP_DEFAULT_CENTRE, zoom: MAP_DEFAULT_ZOOM, bounds: null };
  const latitude = valid.reduce((sum, p) => sum + p.latitude, 0) / valid.length;
  const longitude = valid.reduce((sum, p) => sum + p.longitude, 0) / valid.length;
  if (valid.length === 1) return { center: [latitude, longitude], zoom: MAP_FIRST_CODE_ZOOM, bounds: null };
  const lats = valid.map((p) => p.latitude);
  const lngs = valid.map((p) => p.longitude);
  return {
    center: [latitude, longitude],
    zoom: MAP_DEFAULT_ZOOM,
    bounds: [
      [Math.min(...lats), Math.min(...lngs)],
      [Math.max(...lats), Math.max(...lngs)],
    ],
  };
}

/** The empty margin fitBounds keeps round the codes, in pixels on each side. */
const FIT_PADDING_PX = 40;

/**
 * The map's box (cluster-map.tsx's classes), by screen width: as wide as the page's column, 440 px
 * tall on phones and 600 px from 640 px up. The server cannot know the width, so a map starts at the
 * view that fits the codes in the narrowest box of the screen's range: the view drawn from the
 * server's tiles and the one Leaflet opens on are then the same, and nothing jumps when it takes over.
 */
export const MAP_SIZES = [
  // 320 px phones less the page's 16 px margins, up to 639 px; then 24 px margins; then at most 1280 - 64.
  { name: 'base', media: null, minWidth: 288, maxWidth: 607, height: 440 },
  { name: 'sm', media: '(min-width: 640px)', minWidth: 592, maxWidth: 975, height: 600 },
  { name: 'lg', media: '(min-width: 1024px)', minWidth: 960, maxWidth: 1216, height: 600 },
] as const;

export type MapSize = (typeof MAP_SIZES)[number];

/** The box of this screen's width (in the browser only). */
export function mapSizeNow(): MapSize {
  return [...MAP_SIZES].reverse().find((size) => !size.media || window.matchMedia(size.media).matches) ?? MAP_SIZES[0];
}

export interface FittedView {
  center: [number, number];
  zoom: number;
}

/**
 * Where a map of this box opens: the view's centre and zoom without bounds, else Leaflet's fitBounds
 * (the bounds' middle, the highest whole zoom that fits them within the padding, at most
 * MAP_MAX_AUTO_ZOOM), worked out without a map so that the server can draw it too.
 */
export function fitView(view: MapView, box: { minWidth: number; height: number }): FittedView {
  if (!view.bounds) return { center: view.center, zoom: view.zoom };
  const [south, west] = view.bounds[0];
  const [north, east] = view.bounds[1];
  const southWest = worldPixel(south, west, 0);
  const northEast = worldPixel(north, east, 0);
  const scale = Math.min(
    (box.minWidth - 2 * FIT_PADDING_PX) / (northEast.x - southWest.x),
    (box.height - 2 * FIT_PADDING_PX) / (southWest.y - northEast.y),
  );
  // As Leaflet: rounded to hundredths first, so that a fit a rounding error short still counts.
  const zoom = Math.floor(Math.round(Math.log2(scale) * 100) / 100);
  const middle = { x: (southWest.x + northEast.x) / 2, y: (southWest.y + northEast.y) / 2 };
  return { center: latLngOfWorldPixel(middle, 0), zoom: Math.max(0, Math.min(MAP_MAX_AUTO_ZOOM, zoom)) };
}
