import { describe, expect, it } from 'vitest';
import { MAP_DEFAULT_CENTRE, mapView, pageWindow } from './dashboard-rules';

describe('pageWindow', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps the current page in the middle', () => {
    expect(pageWindow(7, 20)).toEqual([5, 6, 7, 8, 9]);
  });
  it('stops at the first and last pages', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
  });
  it('has no buttons without pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
  it('reads a page beyond the last as the last', () => {
    expect(pageWindow(30, 6)).toEqual([2, 3, 4, 5, 6]);
  });
});

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
