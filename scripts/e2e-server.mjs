// The browser tests' server: a fresh data folder each run, with PayFast switched off (it has no
// PayFast credentials: its payments go through the mock page), a stand-in for the map tile server
// (tiles live outside this machine), then the same start as `npm start`.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import http from 'node:http';

// A 256x256 light-grey PNG, the size of a real map tile.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAMAAABrrFhUAAAAA1BMVEXq6urnQXisAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAVElEQVR42u3BAQEAAACAkP6v7ggKAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAGAEPAAEccgnDAAAAAElFTkSuQmCC',
  'base64',
);
const tilePort = Number(process.env.E2E_TILE_PORT);
if (tilePort) {
  http
    .createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' });
      response.end(TILE);
    })
    .listen(tilePort, '127.0.0.1')
    .unref();
}

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'tests/helpers/seed-mock-payments-cli.ts', process.env.DATA_DIR], {
  stdio: 'inherit',
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
await import('./start.mjs');
