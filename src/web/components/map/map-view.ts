/**
 * Where a map of codes starts and how its markers cluster (document 1, section 9: the dashboard's
 * map, which the creator pages and /creators share), unit-tested beside this file.
 */

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
