// The browser tests' server: a fresh data folder each run, then the same start as `npm start`.
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
await import('./start.mjs');
