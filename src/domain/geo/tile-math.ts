/**
 * Web Mercator tile maths for the static map: which 256-pixel tiles cover a view of a given size
 * centred on a point, and where each goes. The same projection as Leaflet and every slippy map, so
 * a static view and the interactive map that replaces it line up.
 */

export const TILE_SIZE = 256;
/** Web Mercator stops here; beyond it the projection runs to infinity. */
const MAX_LATITUDE = 85.0511287798;

export interface Pixel {
  x: number;
  y: number;
}

/** The point's position in pixels on the whole world map at this zoom (0,0 is the north-west corner). */
export function worldPixel(latitude: number, longitude: number, zoom: number): Pixel {
  const scale = TILE_SIZE * 2 ** zoom;
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** The inverse of worldPixel: the latitude and longitude of a pixel of the world map at this zoom. */
export function latLngOfWorldPixel({ x, y }: Pixel, zoom: number): [number, number] {
  const scale = TILE_SIZE * 2 ** zoom;
  const latitude = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / scale))) * 180) / Math.PI;
  return [latitude, (x / scale) * 360 - 180];
}

export interface PlacedTile {
  /** Stable React key. */
  key: string;
  x: number;
  y: number;
  z: number;
  /** Offset of the tile's top-left corner inside the view, in whole pixels. */
  left: number;
  top: number;
}

export interface View {
  latitude: number;
  longitude: number;
  zoom: number;
  width: number;
  height: number;
  /** Where the point sits in the view, as fractions of its width and height (the middle by default). */
  anchorX?: number;
  anchorY?: number;
}

/** The point's position inside the view, in whole pixels. */
export function anchorPixel({ width, height, anchorX = 0.5, anchorY = 0.5 }: View): Pixel {
  return { x: Math.round(width * anchorX), y: Math.round(height * anchorY) };
}

/**
 * The tiles covering a view of the point (at its anchor, the middle by default), each with its offset
 * in the view. Columns wrap round the date line; rows beyond the poles are left out (nothing to draw).
 */
export function tilesForView(view: View): PlacedTile[] {
  const { latitude, longitude, zoom, width, height } = view;
  if (!(width > 0 && height > 0)) return [];
  const z = Math.max(0, Math.round(zoom));
  const count = 2 ** z;
  const point = worldPixel(latitude, longitude, z);
  const anchor = anchorPixel(view);
  const originX = Math.round(point.x) - anchor.x;
  const originY = Math.round(point.y) - anchor.y;
  const firstColumn = Math.floor(originX / TILE_SIZE);
  const lastColumn = Math.floor((originX + width - 1) / TILE_SIZE);
  const firstRow = Math.max(0, Math.floor(originY / TILE_SIZE));
  const lastRow = Math.min(count - 1, Math.floor((originY + height - 1) / TILE_SIZE));
  const tiles: PlacedTile[] = [];
  for (let row = firstRow; row <= lastRow; row += 1) {
    for (let column = firstColumn; column <= lastColumn; column += 1) {
      const x = ((column % count) + count) % count;
      tiles.push({
        key: `${z}/${column}/${row}`,
        x,
        y: row,
        z,
        left: column * TILE_SIZE - originX,
        top: row * TILE_SIZE - originY,
      });
    }
  }
  return tiles;
}

const SUBDOMAINS = 'abc';

/** A tile's address from a Leaflet-style template: {s} subdomain, {z}/{x}/{y}, {r} retina suffix (none). */
export function tileUrl(template: string, tile: Pick<PlacedTile, 'x' | 'y' | 'z'>): string {
  return template
    .replace('{s}', SUBDOMAINS[(tile.x + tile.y) % SUBDOMAINS.length]!)
    .replace('{z}', String(tile.z))
    .replace('{x}', String(tile.x))
    .replace('{y}', String(tile.y))
    .replace('{r}', '');
}
