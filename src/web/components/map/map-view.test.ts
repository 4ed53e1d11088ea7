import { describe, expect, it } from 'vitest';
import { MAP_DEFAULT_CENTRE, mapView } from './map-view';

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
