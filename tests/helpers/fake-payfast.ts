import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small PayFast for tests, on 127.0.0.1 (the app's PAYFAST_BASE_URL): it answers the validate
 * call as PayFast does (VALID for a notification it sent, byte for byte; INVALID otherwise; or what
 * a test asks for) and posts signed notifications to the app, fields in PayFast's ITN order.
 * Its signing is written here again, from PayFast's rules, not taken from the app.
 */

export type Pairs = Array<[string, string]>;
export type ValidateAnswer = 'auto' | 'VALID' | 'INVALID' | 'HTTP 500';

export interface NotificationInput {
  paymentId: string;
  /** amount_gross, e.g. '19.00'. */
  amount: string;
  status?: 'COMPLETE' | 'CANCELLED' | 'FAILED' | 'PENDING';
  pfPaymentId?: string;
  merchantId?: string;
  itemName?: string;
  /** Signs with this passphrase instead of the merchant's (a forger's guess). */
  passphrase?: string | null;
}

export interface FakePayfast {
  url: string;
  merchantId: string;
  merchantKey: string;
  passphrase: string;
  /** The app's PayFast settings pointing at this gateway. */
  env(): Record<string, string>;
  /** What the validate call answers; 'auto' (the default) is PayFast's behaviour. */
  validateAnswer: ValidateAnswer;
  /** The body of every validate call received. */
  validateCalls: string[];
  /** Holds every validate answer until the function returned is called. */
  holdValidation(): () => void;
  /** A notification as PayFast would post it for this payment, signed. */
  notification(input: NotificationInput): Pairs;
  /** `fields`, then their signature with `passphrase` (the merchant's when undefined, none when null). */
  sign(fields: Pairs, passphrase?: string | null): Pairs;
  /** Posts a notification to the app as PayFast does (form-encoded). */
  post(appUrl: string, pairs: Pairs, headers?: Record<string, string>): Promise<{ status: number; text: string }>;
  close(): Promise<void>;
}

/** PHP's urlencode, byte by byte: what PayFast hashes. */
export function phpUrlencode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9_.-]/.test(char)) out += char;
    else if (byte === 0x20) out += '+';
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export const encodePairs = (pairs: Pairs) => pairs.map(([k, v]) => `${k}=${phpUrlencode(v)}`).join('&');

function md5(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

export async function startFakePayfast(
  options: { merchantId?: string; merchantKey?: string; passphrase?: string } = {},
): Promise<FakePayfast> {
  const merchantId = options.merchantId ?? '10000100';
  const merchantKey = options.merchantKey ?? '46f0cd694581a';
  const passphrase = options.passphrase ?? 'jt7NOE43FZPn';
  const sent = new Set<string>();
  let holds: Array<Promise<void>> = [];
  let counter = 1_000_000;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      void (async () => {
        if (request.url === '/eng/query/validate' && request.method === 'POST') {
          fake.validateCalls.push(body);
          await Promise.all(holds);
          if (fake.validateAnswer === 'HTTP 500') {
            response.writeHead(500).end('Server error');
            return;
          }
          const answer =
            fake.validateAnswer === 'auto' ? (sent.has(body) ? 'VALID' : 'INVALID') : fake.validateAnswer;
          response.writeHead(200, { 'content-type': 'text/plain' }).end(answer);
          return;
        }
        if (request.url === '/eng/process') {
          response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Fake PayFast</body></html>');
          return;
        }
        response.writeHead(404).end('Not found');
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakePayfast = {
    url,
    merchantId,
    merchantKey,
    passphrase,
    validateAnswer: 'auto',
    validateCalls: [],
    env: () => ({
      PAYFAST_MERCHANT_ID: merchantId,
      PAYFAST_MERCHANT_KEY: merchantKey,
      PAYFAST_PASSPHRASE: passphrase,
      PAYFAST_BASE_URL: url,
    }),
    holdValidation() {
      let release!: () => void;
      holds.push(new Promise<void>((resolve) => (release = resolve)));
      return () => {
        release();
        holds = [];
      };
    },
    notification(input) {
      counter += 1;
      const gross = Number(input.amount);
      const fee = Math.round(gross * 3.5 + 200) / 100;
      const fields: Pairs = [
        ['m_payment_id', input.paymentId],
        ['pf_payment_id', input.pfPaymentId ?? String(counter)],
        ['payment_status', input.status ?? 'COMPLETE'],
        ['item_name', input.itemName ?? 'ZARcode - 1 code'],
        ['item_description', ''],
        ['amount_gross', input.amount],
        ['amount_fee', (-fee).toFixed(2)],
        ['amount_net', (gross - fee).toFixed(2)],
        ['custom_str1', ''],
        ['custom_str2', ''],
        ['custom_str3', ''],
        ['custom_str4', ''],
        ['custom_str5', ''],
        ['custom_int1', ''],
        ['custom_int2', ''],
        ['custom_int3', ''],
        ['custom_int4', ''],
        ['custom_int5', ''],
        ['name_first', 'Thandi'],
        ['name_last', 'Nkosi Dlamini'],
        ['email_address', 'thandi+test@example.com'],
        ['merchant_id', input.merchantId ?? merchantId],
      ];
      sent.add(encodePairs(fields));
      return fake.sign(fields, input.passphrase);
    },
    sign(fields, secret = passphrase) {
      const paramString = encodePairs(fields);
      return [...fields, ['signature', md5(secret ? `${paramString}&passphrase=${phpUrlencode(secret)}` : paramString)]];
    },
    async post(appUrl, pairs, headers = {}) {
      const response = await fetch(`${appUrl}/api/payments/payfast/notify`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: encodePairs(pairs),
      });
      return { status: response.status, text: await response.text() };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}
