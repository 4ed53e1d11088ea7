// Loaded into a bench server (NODE_OPTIONS=--import) by bench/lookup-stalls.ts: writes to stderr each
// garbage collection of 2 ms or more, and each time the event loop ran 15 ms or more late, with the
// wall-clock time, so that slow answers can be lined up with the server's own pauses.
import { PerformanceObserver } from 'node:perf_hooks';

const GC_KINDS = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weak callbacks' };
const TICK_MS = 5;

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.duration >= 2) process.stderr.write(`STALL ${Date.now()} gc ${GC_KINDS[entry.detail?.kind] ?? entry.detail?.kind} ${entry.duration.toFixed(1)} ms\n`);
  }
}).observe({ entryTypes: ['gc'] });

let last = performance.now();
setInterval(() => {
  const now = performance.now();
  const late = now - last - TICK_MS;
  if (late >= 15) process.stderr.write(`STALL ${Date.now()} event loop ${late.toFixed(1)} ms late\n`);
  last = now;
}, TICK_MS).unref();
