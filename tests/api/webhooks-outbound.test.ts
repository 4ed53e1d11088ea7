import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedAddress } from '../../src/server/infra/webhooks/destinations';
import { useTestApp } from '../helpers/app';
import { expectMessage } from '../helpers/bad-input';
import { waitFor } from '../helpers/server-process';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver';
import { createZarcode } from '../helpers/zarcodes';

// The guard on where webhooks go, without WEBHOOKS_ALLOW_PRIVATE: never to this machine, the
// networks behind it or the cloud's metadata service, whether the address is written out or a name
// resolves to it, when the endpoint is registered and again at each try. Host names resolve through
// the table below (no test reaches a real DNS server); `rebinding.example.test` answers a public
// address when registered and 127.0.0.1 afterwards, as a DNS rebinding attack would.

const table: Record<string, string[]> = {
  'localhost': ['127.0.0.1', '::1'],
  'loopback.example.test': ['127.0.0.1'],
  'intranet.example.test': ['10.0.0.7'],
  'metadata.example.test': ['169.254.169.254'],
  'ipv6-loopback.example.test': ['::1'],
  'half-inside.example.test': ['41.74.179.200', '192.168.1.20'],
  'rebinding.example.test': ['41.74.179.200'],
};
const resolve = async (hostname: string): Promise<ResolvedAddress[]> =>
  (table[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const { app, actors } = useTestApp({ webhooks: { pollMs: 100, resolve } });

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

const register = (url: string) =>
  app.request('POST', '/api/developers/webhooks', { token: actors.owner.token, body: { url, events: ['zarcode.deleted'] } });

const PRIVATE = 'is a private, loopback or link-local address: webhooks go to the public internet only';

describe('POST /api/developers/webhooks without WEBHOOKS_ALLOW_PRIVATE', () => {
  it.each([
    ['https://127.0.0.1/hook', `127.0.0.1 ${PRIVATE}`],
    ['https://10.1.2.3/hook', `10.1.2.3 ${PRIVATE}`],
    ['https://169.254.169.254/latest/meta-data', `169.254.169.254 ${PRIVATE}`],
    ['https://[::1]:8443/hook', `::1 ${PRIVATE}`],
    ['https://[::ffff:127.0.0.1]/hook', `::ffff:7f00:1 ${PRIVATE}`],
    ['https://2130706433/hook', `127.0.0.1 ${PRIVATE}`],
    ['https://localhost:3000/hook', `localhost (127.0.0.1) ${PRIVATE}`],
    ['https://loopback.example.test/hook', `loopback.example.test (127.0.0.1) ${PRIVATE}`],
    ['https://intranet.example.test/hook', `intranet.example.test (10.0.0.7) ${PRIVATE}`],
    ['https://metadata.example.test/hook', `metadata.example.test (169.254.169.254) ${PRIVATE}`],
    ['https://ipv6-loopback.example.test/hook', `ipv6-loopback.example.test (::1) ${PRIVATE}`],
    ['https://half-inside.example.test/hook', `half-inside.example.test (192.168.1.20) ${PRIVATE}`],
    ['https://nowhere.example.test/hook', 'nowhere.example.test could not be found'],
  ])('refuses %s with 400', async (url, message) => {
    expectMessage(await register(url), 400, message);
  });

  it('refuses http, even to a public address', async () => {
    expectMessage(await register('http://rebinding.example.test/hook'), 400, "The receiver's address must start with https://");
    expectMessage(await register(`${receiver.url}/hook`), 400, "The receiver's address must start with https://");
  });
});

describe('each try, without WEBHOOKS_ALLOW_PRIVATE', () => {
  it('refuses a name that resolved to a public address when registered and to 127.0.0.1 since: nothing is sent', async () => {
    const port = new URL(receiver.url).port;
    const registered = await register(`https://rebinding.example.test:${port}/hook`);
    expect(registered.status, registered.text).toBe(201);
    table['rebinding.example.test'] = ['127.0.0.1'];

    const code = await createZarcode(app, actors.owner);
    await app.request('DELETE', `/api/zarcodes/${code.zarcode}`, { token: actors.owner.token });
    const delivery = await waitFor('a try of the delivery', async () => {
      const answer = await app.request('GET', `/api/developers/webhooks/${registered.body.webhook.id}/deliveries`, { token: actors.owner.token });
      const [latest] = answer.body.deliveries;
      return latest?.attempts.length > 0 ? latest : undefined;
    });
    expect(delivery.attempts[0]).toMatchObject({
      outcome: 'failed',
      responseStatus: null,
      error: `rebinding.example.test (127.0.0.1) ${PRIVATE}`,
    });
    // Refused for now, tried again later (the name may be mended), never sent.
    expect(delivery.status).toBe('pending');
    expect(receiver.received()).toEqual([]);
  });
});
