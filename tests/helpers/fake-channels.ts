import { createHmac } from 'node:crypto';
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

/** Meta's X-Hub-Signature-256 of a body: written here again from Meta's documentation, not taken from the app. */
export function metaSignature(body: string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body, 'utf8').digest('hex')}`;
}

let wamidCounter = 0;

/** A webhook body as Meta posts it for one message to our number (text, or a location pin). */
export function whatsAppMessageBody(
  phoneNumberId: string,
  from: string,
  message: { text: string } | { latitude: number; longitude: number } | { type: string },
  id = `wamid.in${++wamidCounter}-${Date.now()}`,
): { body: string; id: string } {
  const content =
    'text' in message
      ? { type: 'text', text: { body: message.text } }
      : 'latitude' in message
        ? { type: 'location', location: { latitude: message.latitude, longitude: message.longitude } }
        : { type: message.type, [message.type]: { id: 'media-1', mime_type: 'image/jpeg' } };
  const body = {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '27600000000', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: 'Thandi' }, wa_id: from }],
              messages: [{ from, id, timestamp: String(Math.floor(Date.now() / 1000)), ...content }],
            },
          },
        ],
      },
    ],
  };
  return { body: JSON.stringify(body), id };
}

/** A webhook body as Meta posts delivery reports. */
export function whatsAppStatusBody(phoneNumberId: string, statuses: Array<{ id: string; status: string; error?: string }>): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '27600000000', phone_number_id: phoneNumberId },
              statuses: statuses.map(({ id, status, error }) => ({
                id,
                status,
                timestamp: String(Math.floor(Date.now() / 1000)),
                recipient_id: '27821234567',
                ...(error ? { errors: [{ code: 131026, title: 'Message undeliverable', error_data: { details: error } }] } : {}),
              })),
            },
          },
        ],
      },
    ],
  });
}
