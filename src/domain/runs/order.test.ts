import { describe, expect, it } from 'vitest';
import { distanceMeters, type LatLng } from '../geo/distance';
import { orderStops, pathLengthMeters, seededRandom } from './order';

/** `count` stops scattered over about 20 km of Soweto, as a day's parcels are. */
function stopsAround(random: () => number, count: number): (LatLng & { id: number })[] {
  return Array.from({ length: count }, (_, id) => ({ id, latitude: -26.27 + (random() - 0.5) * 0.2, longitude: 27.86 + (random() - 0.5) * 0.2 }));
}

/** The shortest open path from the origin through every stop, by trying every order. */
function bruteForceShortest(origin: LatLng, stops: readonly LatLng[]): number {
  let best = Infinity;
  const used = new Array<boolean>(stops.length).fill(false);
  const walk = (from: LatLng, placed: number, length: number) => {
    if (length >= best) return;
    if (placed === stops.length) {
      best = length;
      return;
    }
    stops.forEach((stop, index) => {
      if (used[index]) return;
      used[index] = true;
      walk(stop, placed + 1, length + pathLengthMeters(from, [stop]));
      used[index] = false;
    });
  };
  walk(origin, 0, 0);
  return best;
}

describe('orderStops', () => {
  it('comes within 5% of the shortest path on 8 stops, for every one of 12 random sets', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const random = seededRandom(seed);
      const [origin, ...stops] = stopsAround(random, 9);
      const ordered = orderStops(origin!, stops);
      const shortest = bruteForceShortest(origin!, stops);
      expect(pathLengthMeters(origin!, ordered) / shortest, `set ${seed}`).toBeLessThanOrEqual(1.05);
    }
  });

  it('visits every stop once, starting from the nearest to the courier', () => {
    const origin = { latitude: -26.2, longitude: 27.9 };
    const stops = [
      { id: 'far', latitude: -26.4, longitude: 27.9 },
      { id: 'near', latitude: -26.21, longitude: 27.9 },
      { id: 'middle', latitude: -26.3, longitude: 27.9 },
    ];
    expect(orderStops(origin, stops).map((stop) => stop.id)).toEqual(['near', 'middle', 'far']);
  });

  it('leaves no stop or one as it is', () => {
    const origin = { latitude: -26.2, longitude: 27.9 };
    expect(orderStops(origin, [])).toEqual([]);
    expect(orderStops(origin, [{ latitude: -26, longitude: 28 }])).toEqual([{ latitude: -26, longitude: 28 }]);
  });

  it('orders 200 stops into a path no reversal of a stretch shortens, far shorter than the order they came in', () => {
    // Its speed (well under a second for 200 stops) comes from the bounded search, not asserted on a
    // shared machine's clock: the work is capped by kicksFor, the quality checked here.
    const random = seededRandom(200);
    const [origin, ...stops] = stopsAround(random, 201);
    const ordered = orderStops(origin!, stops);
    expect(new Set(ordered.map((stop) => stop.id)).size).toBe(200);
    const length = pathLengthMeters(origin!, ordered);
    expect(length).toBeLessThan(pathLengthMeters(origin!, stops) / 5);
    // Reversing stops i..j changes only the edge into i and the one out of j (the path is open).
    const path = [origin!, ...ordered];
    const last = path.length - 1;
    const edge = (a: number, b: number) => (b > last ? 0 : distanceMeters(path[a]!, path[b]!));
    let bestGain = 0;
    for (let i = 1; i < last; i++) {
      for (let j = i + 1; j <= last; j++) {
        const gain = edge(i - 1, i) + edge(j, j + 1) - (distanceMeters(path[i - 1]!, path[j]!) + (j < last ? distanceMeters(path[i]!, path[j + 1]!) : 0));
        bestGain = Math.max(bestGain, gain);
      }
    }
    expect(bestGain).toBeLessThan(1e-3);
  });
});
