import { TILE_SIZE, worldPixel } from '../../../domain/geo/tile-math';

/**
 * Which tiles the code page's static map needs, and at which screen widths. The map's box is as wide
 * as the page's column and 320, 440 or 600 px tall (the CSS of light.css); the point sits at 50 % across
 * and 62 % down. The server does not know the screen, so it writes every tile any width needs, each
 * hidden (display: none, so the lazy image is never fetched) at the widths whose box it does not touch.
 * A 360 px phone fetches its 4 to 6 tiles, not the 20 of a desktop.
 */

/** Where the point sits in the box, as fractions of its width and height. */
export const MAP_ANCHOR = { x: 0.5, y: 0.62 } as const;

/**
 * The widest box of each range of screen widths, with its height: below 480 px, below 640 px, below
 * 1024 px (one column), then the two-thirds column of a page at most 1280 px wide.
 */
const RANGES = [
  { name: 'base', maxWidth: 456, height: 320 },
  { name: 'min-480', maxWidth: 615, height: 320 },
  { name: 'sm', maxWidth: 975, height: 440 },
  { name: 'lg', maxWidth: 804, height: 600 },
] as const;

/** Tailwind classes that show or hide a tile from a range on (written out, so Tailwind finds them). */
const SWITCHES: Record<Exclude<(typeof RANGES)[number]['name'], 'base'>, { show: string; hide: string }> = {
  'min-480': { show: 'min-[480px]:block', hide: 'min-[480px]:hidden' },
  sm: { show: 'sm:block', hide: 'sm:hidden' },
  lg: { show: 'lg:block', hide: 'lg:hidden' },
};

export interface StaticMapTile {
  /** Tile address at this zoom (column wrapped round the date line). */
  x: number;
  y: number;
  /** Offset of its top-left corner from the point, in pixels. */
  left: number;
  top: number;
  /** Classes that hide it where the box does not reach it ('' when every width shows it). */
  className: string;
}

/** Whether a tile at this offset from the point touches a box of this size. */
function touches(left: number, top: number, box: { maxWidth: number; height: number }): boolean {
  const half = box.maxWidth / 2;
  const above = box.height * MAP_ANCHOR.y;
  const below = box.height - above;
  return left < half && left + TILE_SIZE > -half && top < below && top + TILE_SIZE > -above;
}

export function staticMapTiles(latitude: number, longitude: number, zoom: number): StaticMapTile[] {
  const world = worldPixel(latitude, longitude, zoom);
  const count = 2 ** zoom;
  const reach = Math.max(...RANGES.map((range) => range.maxWidth)) / 2;
  const tallest = Math.max(...RANGES.map((range) => range.height));
  const tiles: StaticMapTile[] = [];
  for (let row = Math.floor((world.y - tallest * MAP_ANCHOR.y) / TILE_SIZE); row * TILE_SIZE < world.y + tallest * (1 - MAP_ANCHOR.y); row += 1) {
    if (row < 0 || row >= count) continue;
    for (let column = Math.floor((world.x - reach) / TILE_SIZE); column * TILE_SIZE < world.x + reach; column += 1) {
      const left = Math.round(column * TILE_SIZE - world.x);
      const top = Math.round(row * TILE_SIZE - world.y);
      const shown = RANGES.map((range) => touches(left, top, range));
      if (!shown.includes(true)) continue;
      const classes = shown[0] ? [] : ['hidden'];
      RANGES.slice(1).forEach((range, index) => {
        if (shown[index + 1] !== shown[index]) {
          const switches = SWITCHES[range.name as keyof typeof SWITCHES];
          classes.push(shown[index + 1] ? switches.show : switches.hide);
        }
      });
      tiles.push({ x: ((column % count) + count) % count, y: row, left, top, className: classes.join(' ') });
    }
  }
  return tiles;
}
