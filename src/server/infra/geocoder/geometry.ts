/**
 * Plane geometry for the offline gazetteer: which province (or neighbouring country) a point falls in,
 * by a bounding-box check and then ray casting, and the distance to the nearest province edge for
 * points just outside the simplified coastline. Shared by the runtime and the build script, so a
 * place's stored province and a reverse lookup always agree.
 *
 * Coordinates are GeoJSON order: [longitude, latitude].
 */

export type Position = readonly [number, number];
/** An outer ring followed by its holes, as in GeoJSON. */
export type PolygonRings = readonly (readonly Position[])[];
/** A GeoJSON MultiPolygon's coordinates. */
export type MultiPolygonRings = readonly PolygonRings[];

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** One area to test points against: a province or a neighbouring country. */
export interface Area {
  code: string;
  name: string;
  polygons: MultiPolygonRings;
}

/** Kilometres per degree of latitude; a degree of longitude is this times cos(latitude). */
const KM_PER_DEGREE = 111.195;

interface PreparedPolygon {
  box: Box;
  /** Flat [x0, y0, x1, y1, ...] per ring; the first ring is the outer one. */
  rings: Float64Array[];
}

interface PreparedArea {
  area: Area;
  box: Box;
  polygons: PreparedPolygon[];
}

export interface SnapResult {
  area: Area;
  distanceKm: number;
}

function boxOf(ring: readonly Position[]): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < ring.length; i++) {
    const [x, y] = ring[i]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}

function unionBox(boxes: Box[]): Box {
  return {
    minX: Math.min(...boxes.map((b) => b.minX)),
    minY: Math.min(...boxes.map((b) => b.minY)),
    maxX: Math.max(...boxes.map((b) => b.maxX)),
    maxY: Math.max(...boxes.map((b) => b.maxY)),
  };
}

function inBox(box: Box, x: number, y: number, marginX = 0, marginY = 0): boolean {
  return x >= box.minX - marginX && x <= box.maxX + marginX && y >= box.minY - marginY && y <= box.maxY + marginY;
}

function flatten(ring: readonly Position[]): Float64Array {
  const flat = new Float64Array(ring.length * 2);
  for (let i = 0; i < ring.length; i++) {
    const point = ring[i]!;
    flat[i * 2] = point[0];
    flat[i * 2 + 1] = point[1];
  }
  return flat;
}

/** Even-odd ray casting: does the closed ring contain (x, y)? */
export function ringContains(ring: Float64Array, x: number, y: number): boolean {
  let inside = false;
  const n = ring.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = ring[i * 2]!;
    const yi = ring[i * 2 + 1]!;
    const xj = ring[j * 2]!;
    const yj = ring[j * 2 + 1]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function polygonContains(polygon: PreparedPolygon, x: number, y: number): boolean {
  if (!inBox(polygon.box, x, y)) return false;
  const [outer, ...holes] = polygon.rings;
  if (!outer || !ringContains(outer, x, y)) return false;
  return !holes.some((hole) => ringContains(hole, x, y));
}

/** Squared distance in km² from (x, y) to the ring's nearest edge, in a plane scaled at the point. */
function ringDistanceSquared(ring: Float64Array, x: number, y: number, kx: number, ky: number): number {
  let best = Infinity;
  const n = ring.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const ax = (ring[j * 2]! - x) * kx;
    const ay = (ring[j * 2 + 1]! - y) * ky;
    const bx = (ring[i * 2]! - x) * kx;
    const by = (ring[i * 2 + 1]! - y) * ky;
    const dx = bx - ax;
    const dy = by - ay;
    const lengthSquared = dx * dx + dy * dy;
    // Projection of the origin (the query point) on the segment, clamped to its ends.
    const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / lengthSquared));
    const px = ax + t * dx;
    const py = ay + t * dy;
    const d = px * px + py * py;
    if (d < best) best = d;
  }
  return best;
}

/**
 * A set of areas prepared for point queries: flat coordinate arrays and a bounding box per polygon
 * and per area, so most areas are rejected by four comparisons.
 */
export class AreaIndex {
  private readonly prepared: PreparedArea[];

  constructor(areas: readonly Area[]) {
    this.prepared = areas.map((area) => {
      const polygons = area.polygons.map((rings) => ({
        box: boxOf(rings[0] ?? []),
        rings: rings.map(flatten),
      }));
      return { area, polygons, box: unionBox(polygons.map((p) => p.box)) };
    });
  }

  get areas(): Area[] {
    return this.prepared.map((p) => p.area);
  }

  /** The first area whose polygon contains the point (outer ring in, holes out), or undefined. */
  find(longitude: number, latitude: number): Area | undefined {
    for (const { area, box, polygons } of this.prepared) {
      if (!inBox(box, longitude, latitude)) continue;
      if (polygons.some((polygon) => polygonContains(polygon, longitude, latitude))) return area;
    }
    return undefined;
  }

  /** The area with the nearest edge within `maxKm` of the point, or undefined. */
  nearest(longitude: number, latitude: number, maxKm: number): SnapResult | undefined {
    const ky = KM_PER_DEGREE;
    const kx = KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180);
    const marginY = maxKm / ky;
    const marginX = maxKm / Math.max(kx, 1e-6);
    let best: SnapResult | undefined;
    let bestSquared = maxKm * maxKm;
    for (const { area, box, polygons } of this.prepared) {
      if (!inBox(box, longitude, latitude, marginX, marginY)) continue;
      for (const polygon of polygons) {
        if (!inBox(polygon.box, longitude, latitude, marginX, marginY)) continue;
        for (const ring of polygon.rings) {
          const d = ringDistanceSquared(ring, longitude, latitude, kx, ky);
          if (d <= bestSquared) {
            bestSquared = d;
            best = { area, distanceKm: Math.sqrt(d) };
          }
        }
      }
    }
    return best;
  }
}
