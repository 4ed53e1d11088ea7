import { describe, expect, it } from 'vitest';
import { TILE_SIZE } from '../../../domain/geo/tile-math';
import { MAP_ANCHOR, staticMapTiles } from './static-map';

/** The tiles a browser of this width fetches (those not hidden at it), for a box of this size. */
function fetchedAt(width: number, tiles: ReturnType<typeof staticMapTiles>) {
  const active = (prefix: string, from: number) => width >= from;
  return tiles.filter((tile) => {
    let shown = !tile.className.split(' ').includes('hidden');
    for (const [prefix, from] of [['min-[480px]', 480], ['sm', 640], ['lg', 1024]] as const) {
      if (!active(prefix, from)) continue;
      if (tile.className.includes(`${prefix}:block`)) shown = true;
      if (tile.className.includes(`${prefix}:hidden`)) shown = false;
    }
    return shown;
  });
}

/** Every pixel of a box of this size around the point is covered by the tiles. */
function covers(tiles: ReturnType<typeof staticMapTiles>, width: number, height: number) {
  for (let x = -width / 2; x < width / 2; x += 8) {
    for (let y = -height * MAP_ANCHOR.y; y < height * (1 - MAP_ANCHOR.y); y += 8) {
      if (!tiles.some((tile) => x >= tile.left && x < tile.left + TILE_SIZE && y >= tile.top && y < tile.top + TILE_SIZE)) return false;
    }
  }
  return true;
}

describe('the static map tiles', () => {
  const tiles = staticMapTiles(-33.9249, 18.4241, 15);

  it('lets a 360 px phone fetch only the few tiles its map shows, and still covers its map', () => {
    const phone = fetchedAt(360, tiles);
    expect(phone.length).toBeLessThanOrEqual(6);
    expect(covers(phone, 336, 320)).toBe(true);
  });

  it('covers every width and height the page gives the map', () => {
    for (const [width, box, height] of [
      [479, 455, 320],
      [639, 615, 320],
      [1023, 975, 440],
      [1024, 633, 600],
      [1600, 804, 600],
    ] as const) {
      expect(covers(fetchedAt(width, tiles), box, height), `${width} px`).toBe(true);
    }
    expect(tiles.length).toBeLessThanOrEqual(24);
  });
});
