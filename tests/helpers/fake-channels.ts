import type { TestApp } from './app';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * Small stand-ins for the messaging providers, on 127.0.0.1: Meta's Graph API (the app's
 * WHATSAPP_GRAPH_URL) and an SMS aggregator's send API (SMS_SEND_URL). Each records every request
 * it receives and answers as the provider does, or with the failure a test asks for.
 */

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: any;
}

export interface FakeProvider {
  url: string;
  received: ReceivedRequest[];
  /** Answers the next requests with this HTTP status and error body, until set back to null. */
  failWith: { status: number; body: unknown } | null;
  close(): Promise<void>;
}

async function startFake(answer: (request: ReceivedRequest, count: number) => { status: number; body: unknown }): Promise<FakeProvider> {
  let count = 0;
  const fake: FakeProvider = { url: '', received: [], failWith: null, close: async () => {} };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Kept as text.
      }
      const received = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body };
      fake.received.push(received);
      count += 1;
      const { status, body: answerBody } = fake.failWith ?? answer(received, count);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answerBody));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

/** Meta's Graph API: each message sent answered with a new wamid. */
export async function startFakeGraphApi(): Promise<FakeProvider> {
  return startFake((request, count) => ({
    status: 200,
    body: { messaging_product: 'whatsapp', contacts: [{ input: request.body?.to, wa_id: request.body?.to }], messages: [{ id: `wamid.test${count}` }] },
  }));
}

/** An SMS aggregator's send API: each SMS answered 201 with an id. */
export async function startFakeSmsApi(): Promise<FakeProvider> {
  return startFake((_request, count) => ({ status: 201, body: { id: `sms-${count}`, status: 'queued' } }));
}

/** The app's SMS settings pointing at a fake aggregator, with this webhook secret. */
export const smsSettingsFor = (aggregator: FakeProvider, webhookSecret: string) => ({
  SMS_SEND_URL: `${aggregator.url}/v1/messages`,
  SMS_API_KEY: 'sms-api-key-for-tests',
  SMS_FROM: 'ZARcode',
  SMS_WEBHOOK_SECRET: webhookSecret,
});

/**
 * A fake aggregator for the test file, started before its app (whose settings need its address,
 * so register it above useTestApp) and closed after.
 */
export function useFakeSmsApi(): { readonly current: FakeProvider } {
  const holder = {} as { current: FakeProvider };
  beforeAll(async () => {
    holder.current = await startFakeSmsApi();
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  return holder;
}

export { metaSignature, whatsAppMessageBody, whatsAppStatusBody } from './meta-webhooks';

/** A USSD gateway's callback: the step's form fields, with the shared secret in X-Webhook-Secret unless `headers` say otherwise. */
export const postUssd = (on: TestApp, secret: string, fields: Record<string, string>, headers: Record<string, string> = { 'x-webhook-secret': secret }) =>
  on.request('POST', '/api/channels/ussd', {
    rawBody: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
