/**
 * Measures the offline gazetteer (not a test): load time and heap, then the median and p99 of
 * reverse lookups and searches. Run: npx tsx scripts/gazetteer/speed.ts
 */
import { performance } from 'node:perf_hooks';
import { Gazetteer } from '../../src/server/infra/geocoder/offline-geocoder';

function stats(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 1000;
  return `median ${at(0.5).toFixed(1)} µs, p99 ${at(0.99).toFixed(1)} µs`;
}

function time(calls: number, run: (i: number) => void): number[] {
  for (let i = 0; i < 1000; i++) run(i); // warm up
  const samples: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    run(i);
    samples.push(performance.now() - start);
  }
  return samples;
}

/** A small deterministic generator, so runs compare. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

global.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const loadStart = performance.now();
const gazetteer = Gazetteer.fromFiles();
const loadMs = performance.now() - loadStart;
global.gc?.();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
console.log(`load: ${loadMs.toFixed(1)} ms, heap +${heapMb.toFixed(1)} MB (run with --expose-gc for a steady figure), ${gazetteer.size} places`);

const next = random(42);
const box = Array.from({ length: 10_000 }, () => [-35 + next() * 13, 16.4 + next() * 16.6] as const);
const inside = box.filter(([lat, lng]) => gazetteer.locate(lat, lng).kind === 'province');
console.log(`reverse, points inside South Africa: ${stats(time(10_000, (i) => gazetteer.reverse(...inside[i % inside.length]!)))}`);
console.log(`reverse, random points in the bounding box: ${stats(time(10_000, (i) => gazetteer.reverse(...box[i]!)))}`);
const queries = ['cape', 'umla', 'port elizabeth', 'jo', 'mamelodi', 'k', 'pretória', 'plain'];
console.log(`search, top 10: ${stats(time(10_000, (i) => gazetteer.search(queries[i % queries.length]!)))}`);
