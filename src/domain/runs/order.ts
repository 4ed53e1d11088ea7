import { distanceMeters, type LatLng } from '../geo/distance';

/**
 * The order of a delivery run's stops: the shortest way found from the courier's position through
 * every stop, ending at the last (a courier does not drive back). Nearest neighbour makes a first
 * path; 2-opt (reverse a stretch when that shortens the path) and or-opt (move a stop or a run of up to
 * three elsewhere) improve it until neither finds a gain. Within a few per cent of the best path on
 * the handful of stops where the best can be found by trying them all, and well under a second for
 * 200 stops, on a phone too. Distances are as the crow flies: no road network is needed.
 */

/** The length in metres of the path from `origin` through `stops` in their order. */
export function pathLengthMeters(origin: LatLng, stops: readonly LatLng[]): number {
  let total = 0;
  let from = origin;
  for (const stop of stops) {
    total += distanceMeters(from, stop);
    from = stop;
  }
  return total;
}

/** Smallest gain worth a move: rounding must not make two moves undo each other for ever. */
const EPSILON_METERS = 1e-6;

/**
 * How many times the best path is shaken up and improved again (iterated local search): 60 on a
 * short run, fewer as each try costs more (one or two on 200 stops, to stay well under a second).
 */
const kicksFor = (count: number) => (count < 4 ? 0 : Math.min(60, Math.floor(40_000 / count ** 2)));

type Distance = (a: number, b: number) => number;

/** `stops` in the order to visit them from `origin` (a new array; the stops themselves unchanged). */
export function orderStops<T extends LatLng>(origin: LatLng, stops: readonly T[]): T[] {
  const count = stops.length;
  if (count < 2) return [...stops];
  // Point 0 is the origin, point i + 1 stop i; distances worked out once.
  const points: LatLng[] = [origin, ...stops];
  const size = count + 1;
  const distances = new Float64Array(size * size);
  for (let a = 0; a < size; a++) {
    for (let b = a + 1; b < size; b++) {
      const between = distanceMeters(points[a]!, points[b]!);
      distances[a * size + b] = between;
      distances[b * size + a] = between;
    }
  }
  const d: Distance = (a, b) => distances[a * size + b]!;

  let best = improve(nearestNeighbourPath(count, d), d);
  let bestLength = lengthOf(best, d);
  // Local search stops at the first path no single move shortens; a random "double bridge" (three
  // stretches swapped round) gets out of it, and the shorter of the two paths is kept. Seeded, so
  // the same stops always come out in the same order.
  const random = seededRandom(count);
  for (let kick = 0; kick < kicksFor(count); kick++) {
    const tried = improve(doubleBridge(best, random), d);
    const length = lengthOf(tried, d);
    if (length < bestLength - EPSILON_METERS) {
      best = tried;
      bestLength = length;
    }
  }
  return best.slice(1).map((point) => stops[point - 1]!);
}

function lengthOf(path: readonly number[], d: Distance): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) total += d(path[i - 1]!, path[i]!);
  return total;
}

/** A small seeded generator (mulberry32): numbers in [0, 1), the same ones for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The path cut in three places after the origin, its middle stretches swapped: A C B D. */
function doubleBridge(path: readonly number[], random: () => number): number[] {
  const cuts = new Set<number>();
  while (cuts.size < 3) cuts.add(1 + Math.floor(random() * (path.length - 1)));
  const [i, j, k] = [...cuts].sort((a, b) => a - b) as [number, number, number];
  return [...path.slice(0, i), ...path.slice(j, k), ...path.slice(i, j), ...path.slice(k)];
}

/** 2-opt and or-opt in turn until neither shortens the path. */
function improve(path: number[], d: Distance): number[] {
  let improved = true;
  while (improved) {
    improved = twoOpt(path, d);
    improved = orOpt(path, d) || improved;
  }
  return path;
}

/** From the origin (0), always to the nearest stop not yet visited. */
function nearestNeighbourPath(count: number, d: Distance): number[] {
  const path = [0];
  const left = new Set(Array.from({ length: count }, (_, index) => index + 1));
  let at = 0;
  while (left.size > 0) {
    let best = -1;
    for (const candidate of left) if (best === -1 || d(at, candidate) < d(at, best)) best = candidate;
    path.push(best);
    left.delete(best);
    at = best;
  }
  return path;
}

/**
 * Reverses every stretch path[i..j] whose reversal shortens the path (its start, the origin, stays).
 * The path is open: a stretch reaching the end has no edge after it. Answers whether anything changed.
 */
function twoOpt(path: number[], d: Distance): boolean {
  const last = path.length - 1;
  let changed = false;
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 1; i < last; i++) {
      for (let j = i + 1; j <= last; j++) {
        const before = d(path[i - 1]!, path[i]!) + (j < last ? d(path[j]!, path[j + 1]!) : 0);
        const after = d(path[i - 1]!, path[j]!) + (j < last ? d(path[i]!, path[j + 1]!) : 0);
        if (after < before - EPSILON_METERS) {
          for (let a = i, b = j; a < b; a++, b--) [path[a], path[b]] = [path[b]!, path[a]!];
          improved = changed = true;
        }
      }
    }
  }
  return changed;
}

/**
 * Moves a stretch of one to three stops, kept in its order or turned round, to the place where it
 * shortens the path most. Answers whether anything changed.
 */
function orOpt(path: number[], d: Distance): boolean {
  const last = path.length - 1;
  // An edge to past the end of the open path costs nothing.
  const edge = (a: number, b: number) => (b > last ? 0 : d(path[a]!, path[b]!));
  let changed = false;
  let improved = true;
  while (improved) {
    improved = false;
    for (let length = 1; length <= 3; length++) {
      for (let start = 1; start + length - 1 <= last; start++) {
        const end = start + length - 1;
        const first = path[start]!;
        const final = path[end]!;
        const removed = edge(start - 1, start) + edge(end, end + 1) - edge(start - 1, end + 1);
        let best = { after: -1, reversed: false, gain: EPSILON_METERS };
        // Between path[k] and path[k + 1], anywhere outside the stretch and not where it stands.
        for (let k = 0; k <= last; k++) {
          if (k >= start - 1 && k <= end) continue;
          const a = path[k]!;
          const hasNext = k + 1 <= last;
          const b = hasNext ? path[k + 1]! : -1;
          const between = hasNext ? d(a, b) : 0;
          const forward = d(a, first) + (hasNext ? d(final, b) : 0) - between;
          const backward = d(a, final) + (hasNext ? d(first, b) : 0) - between;
          if (removed - forward > best.gain) best = { after: k, reversed: false, gain: removed - forward };
          if (removed - backward > best.gain) best = { after: k, reversed: true, gain: removed - backward };
        }
        if (best.after === -1) continue;
        const stretch = path.slice(start, end + 1);
        if (best.reversed) stretch.reverse();
        const rest = [...path.slice(0, start), ...path.slice(end + 1)];
        const at = best.after < start ? best.after + 1 : best.after + 1 - length;
        path.splice(0, path.length, ...rest.slice(0, at), ...stretch, ...rest.slice(at));
        improved = changed = true;
      }
    }
  }
  return changed;
}
