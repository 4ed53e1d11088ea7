import { describe, expect, it } from 'vitest';
import { TILE_SIZE, anchorPixel, latLngOfWorldPixel, tileUrl, tilesForView, worldPixel } from './tile-math';

describe('worldPixel', () => {
  it('puts 0,0 in the middle of the world', () => {
    expect(worldPixel(0, 0, 0)).toEqual({ x: 128, y: 128 });
  });

  it('finds the OpenStreetMap tile of Cape Town city hall at zoom 15', () => {
    const pixel = worldPixel(-33.925833, 18.423333, 15);
    expect(Math.floor(pixel.x / TILE_SIZE)).toBe(18060);
    expect(Math.floor(pixel.y / TILE_SIZE)).toBe(19670);
  });

  it('clamps the poles instead of running to infinity', () => {
    expect(Number.isFinite(worldPixel(90, 0, 3).y)).toBe(true);
    expect(worldPixel(-90, 0, 0).y).toBeCloseTo(256, 3);
  });
});

describe('latLngOfWorldPixel', () => {
  it('gives back the place worldPixel placed', () => {
    const [latitude, longitude] = latLngOfWorldPixel(worldPixel(-33.925833, 18.423333, 12), 12);
    expect(latitude).toBeCloseTo(-33.925833, 9);
    expect(longitude).toBeCloseTo(18.423333, 9);
  });
});

describe('tilesForView', () => {
  const view = { latitude: -33.925833, longitude: 18.423333, zoom: 15, width: 600, height: 400 };

  it('covers the whole view with tiles that touch', () => {
    const tiles = tilesForView(view);
    const lefts = [...new Set(tiles.map((t) => t.left))].sort((a, b) => a - b);
    const tops = [...new Set(tiles.map((t) => t.top))].sort((a, b) => a - b);
    expect(lefts[0]).toBeLessThanOrEqual(0);
    expect(tops[0]).toBeLessThanOrEqual(0);
    expect(lefts.at(-1)! + TILE_SIZE).toBeGreaterThanOrEqual(view.width);
    expect(tops.at(-1)! + TILE_SIZE).toBeGreaterThanOrEqual(view.height);
    for (let i = 1; i < lefts.length; i += 1) expect(lefts[i]! - lefts[i - 1]!).toBe(TILE_SIZE);
    expect(tiles).toHaveLength(lefts.length * tops.length);
  });

  it('puts the point in the middle of the view', () => {
    const tiles = tilesForView(view);
    const centre = worldPixel(view.latitude, view.longitude, 15);
    const tile = tiles.find((t) => t.x === Math.floor(centre.x / TILE_SIZE) && t.y === Math.floor(centre.y / TILE_SIZE))!;
    const inView = { x: tile.left + (centre.x % TILE_SIZE), y: tile.top + (centre.y % TILE_SIZE) };
    expect(Math.abs(inView.x - view.width / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(inView.y - view.height / 2)).toBeLessThanOrEqual(1);
  });

  it('puts the point at its anchor when one is given', () => {
    const anchored = { ...view, anchorY: 0.6 };
    const tiles = tilesForView(anchored);
    const centre = worldPixel(view.latitude, view.longitude, 15);
    const tile = tiles.find((t) => t.x === Math.floor(centre.x / TILE_SIZE) && t.y === Math.floor(centre.y / TILE_SIZE))!;
    expect(Math.abs(tile.top + (centre.y % TILE_SIZE) - anchorPixel(anchored).y)).toBeLessThanOrEqual(1);
    expect(anchorPixel(anchored)).toEqual({ x: 300, y: 240 });
  });

  it('wraps columns round the date line', () => {
    const tiles = tilesForView({ latitude: 0, longitude: 179.99, zoom: 2, width: 300, height: 100 });
    expect(tiles.map((t) => t.x)).toContain(0);
    expect(tiles.map((t) => t.x)).toContain(3);
  });

  it('draws nothing before the view has a size', () => {
    expect(tilesForView({ ...view, width: 0 })).toEqual([]);
  });
});

describe('tileUrl', () => {
  it('fills a Leaflet-style template', () => {
    expect(tileUrl('https://{s}.tile.example/{z}/{x}/{y}{r}.png', { x: 1, y: 2, z: 3 })).toBe(
      'https://a.tile.example/3/1/2.png',
    );
    expect(tileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png', { x: 18060, y: 19670, z: 15 })).toBe(
      'https://tile.openstreetmap.org/15/18060/19670.png',
    );
  });
});
