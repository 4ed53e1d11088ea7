import { describe, expect, it } from 'vitest';
import { worldPixel } from '../../../domain/geo/tile-math';
import { fitView, MAP_DEFAULT_CENTRE, MAP_MAX_AUTO_ZOOM, MAP_SIZES, mapView } from './map-view';

describe('mapView', () => {
  it('starts in the Cape Town area at zoom 8 without codes', () => {
    expect(mapView([])).toEqual({ center: MAP_DEFAULT_CENTRE, zoom: 8, bounds: null });
  });
  it('shows a single code at zoom 10', () => {
    expect(mapView([{ latitude: -26.2, longitude: 28.04 }])).toEqual({ center: [-26.2, 28.04], zoom: 10, bounds: null });
  });
  it('centres on the average of several codes and fits them all', () => {
    const view = mapView([
      { latitude: -34, longitude: 18 },
      { latitude: -26, longitude: 28 },
    ]);
    expect(view.center).toEqual([-30, 23]);
    expect(view.zoom).toBe(8);
    expect(view.bounds).toEqual([
      [-34, 18],
      [-26, 28],
    ]);
  });
  it('ignores unreadable coordinates', () => {
    expect(mapView([{ latitude: Number.NaN, longitude: 18 }]).bounds).toBeNull();
  });
});

describe('fitView', () => {
  const phone = MAP_SIZES[0];
  const span = (view: ReturnType<typeof fitView>, zoom: number, bounds: [[number, number], [number, number]]) => {
    const southWest = worldPixel(bounds[0][0], bounds[0][1], zoom);
    const northEast = worldPixel(bounds[1][0], bounds[1][1], zoom);
    return { width: northEast.x - southWest.x, height: southWest.y - northEast.y, view };
  };

  it('opens at the highest zoom that fits the codes within 40 px of every edge of the narrowest box', () => {
    const view = mapView([
      { latitude: -33.9249, longitude: 18.4241 },
      { latitude: -33.9349, longitude: 18.4341 },
    ]);
    const fitted = fitView(view, phone);
    const fits = span(fitted, fitted.zoom, view.bounds!);
    expect(fits.width).toBeLessThanOrEqual(phone.minWidth - 80);
    expect(fits.height).toBeLessThanOrEqual(phone.height - 80);
    const closer = span(fitted, fitted.zoom + 1, view.bounds!);
    expect(closer.width > phone.minWidth - 80 || closer.height > phone.height - 80).toBe(true);
    expect(fitted.zoom).toBe(14);
  });

  it('centres on the middle of the codes on the map, not their average', () => {
    const view = mapView([
      { latitude: -34, longitude: 18 },
      { latitude: -34, longitude: 18 },
      { latitude: -26, longitude: 28 },
    ]);
    const [latitude, longitude] = fitView(view, phone).center;
    expect(longitude).toBeCloseTo(23, 9);
    // Half-way on the map, as Leaflet's fitBounds: a little south of half-way in degrees (-30), as
    // Mercator stretches the higher latitudes; far from the codes' average (-31.3).
    expect(latitude).toBeCloseTo(-30.081, 3);
  });

  it('opens wider screens closer when the codes allow it, and never closer than zoom 15', () => {
    const view = mapView([
      { latitude: -34, longitude: 18 },
      { latitude: -26, longitude: 28 },
    ]);
    const zooms = MAP_SIZES.map((size) => fitView(view, size).zoom);
    expect(zooms).toEqual([...zooms].sort((a, b) => a - b));
    const onePlace = mapView([
      { latitude: -34, longitude: 18 },
      { latitude: -34, longitude: 18 },
    ]);
    expect(fitView(onePlace, phone).zoom).toBe(MAP_MAX_AUTO_ZOOM);
  });

  it('keeps the view of no code or one code', () => {
    expect(fitView(mapView([]), phone)).toEqual({ center: MAP_DEFAULT_CENTRE, zoom: 8 });
    expect(fitView(mapView([{ latitude: -26.2, longitude: 28.04 }]), phone)).toEqual({ center: [-26.2, 28.04], zoom: 10 });
  });
});
