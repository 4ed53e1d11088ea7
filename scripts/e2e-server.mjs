// The browser tests' server: a fresh data folder each run, with PayFast switched off (it has no
// PayFast credentials: its payments go through the mock page), a stand-in for the map tile server
// and Meta's Graph API (both live outside this machine), then the same start as `npm start`.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

// A 256x256 light-grey PNG, the size of a real map tile.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAMAAABrrFhUAAAAA1BMVEXq6urnQXisAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAVElEQVR42u3BAQEAAACAkP6v7ggKAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAGAEPAAEccgnDAAAAAElFTkSuQmCC',
  'base64',
);
const tilePort = Number(process.env.E2E_TILE_PORT);
let graphMessages = 0;
if (tilePort) {
  http
    .createServer((request, response) => {
      // WHATSAPP_GRAPH_URL: each message sent is taken, as Meta answers, with an id of its own; one
      // to a number ending in 0000 is refused as Meta refuses a number a test app may not message.
      if (request.method === 'POST' && request.url?.startsWith('/graph/')) {
        const chunks = [];
        request.on('data', (chunk) => chunks.push(chunk));
        request.on('end', () => {
          const to = String(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}').to ?? '');
          const [status, answer] = to.endsWith('0000')
            ? [400, { error: { message: 'Recipient phone number not in allowed list', code: 131030 } }]
            : [200, { messaging_product: 'whatsapp', messages: [{ id: `wamid.e2e${++graphMessages}` }] }];
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(answer));
        });
        return;
      }
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
const server = spawn('sh', [path.join(import.meta.dirname, 'start.sh')], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
