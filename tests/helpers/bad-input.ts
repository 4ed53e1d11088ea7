import { expect, it } from 'vitest';
import type { ApiAnswer, TestApp } from './app';

export interface BodyEndpoint {
  method: 'POST' | 'PUT' | 'PATCH';
  /** The path, or a function giving it once set-up has run (e.g. a code made in beforeAll). */
  path: string | (() => string);
  /** The caller's token, when the endpoint needs one: the input is then refused for what it is. */
  token?: () => string;
  /** A body the endpoint accepts; each case spoils one part of it. */
  validBody: Record<string, unknown>;
  /** Each required field and the message its absence gets (null: any message). */
  requiredFields: Record<string, string | null>;
  /** Fields that must be text: a number, object, array or boolean there is refused. */
  textFields: string[];
  /** Where each case comes from, so that per-IP limits of the endpoint are not spent. */
  from?: string;
}

const MORE_THAN_ONE_MEGABYTE = 1024 * 1024 + 1;

/**
 * The bad input every endpoint with a JSON body must refuse with a 4xx `{ message }`, never a 500:
 * malformed JSON, a body over 1 MB, a body that is not an object, another content type, each
 * required field missing, each text field of the wrong type. Call it inside the endpoint's describe.
 */
export function itRejectsBadInput(getApp: () => TestApp, endpoint: BodyEndpoint): void {
  const send = (options: { body?: unknown; rawBody?: string; headers?: Record<string, string> }) =>
    getApp().request(endpoint.method, typeof endpoint.path === 'function' ? endpoint.path() : endpoint.path, {
      ...options,
      from: endpoint.from,
      token: endpoint.token?.(),
    });
  const json = { 'content-type': 'application/json' };

  it('answers malformed JSON with 400 and a message', async () => {
    const answer = await send({ rawBody: '{"email": "a@example.com",', headers: json });
    expectMessage(answer, 400, 'Malformed JSON in request body');
  });

  it('answers an empty JSON body with 400 and a message', async () => {
    expectMessage(await send({ rawBody: '', headers: json }), 400);
  });

  it('answers a body over 1 MB with 413 and a message', async () => {
    const rawBody = JSON.stringify({ ...endpoint.validBody, padding: 'x'.repeat(MORE_THAN_ONE_MEGABYTE) });
    expectMessage(await send({ rawBody, headers: json }), 413, 'Request body is too large');
  });

  it.each([
    ['an array', '[]'],
    ['a string', '"hello"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('answers %s instead of an object with 400 and a message', async (_name, rawBody) => {
    expectMessage(await send({ rawBody, headers: json }), 400);
  });

  it('answers a form-encoded body with 415 and a message', async () => {
    const rawBody = new URLSearchParams(endpoint.validBody as Record<string, string>).toString();
    const answer = await send({ rawBody, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expectMessage(answer, 415, 'Unsupported content type');
  });

  it('answers no body at all with 400 and a message', async () => {
    expectMessage(await send({}), 400);
  });

  it('answers a body poisoning __proto__ with 400 and a message', async () => {
    const rawBody = JSON.stringify(endpoint.validBody).replace(/^\{/, '{"__proto__":{"role":"super_admin"},');
    expectMessage(await send({ rawBody, headers: json }), 400);
  });

  for (const [field, message] of Object.entries(endpoint.requiredFields)) {
    it(`answers a missing ${field} with 400${message ? ` '${message}'` : ''}`, async () => {
      const { [field]: _missing, ...body } = endpoint.validBody;
      expectMessage(await send({ body }), 400, message ?? undefined);
    });
  }

  for (const field of endpoint.textFields) {
    it(`answers ${field} holding a NUL character without a 500`, async () => {
      const answer = await send({ body: { ...endpoint.validBody, [field]: 'nul\u0000byte' } });
      expect(answer.status, answer.text).toBeLessThan(500);
      if (answer.status >= 400) expectMessage(answer, answer.status);
    });

    it.each([
      ['a number', 12345],
      ['an object', { text: 'x' }],
      ['an array', ['x']],
      ['a boolean', true],
    ])(`answers ${field} as %s with 400 and a message`, async (_name, value) => {
      expectMessage(await send({ body: { ...endpoint.validBody, [field]: value } }), 400);
    });
  }
}

/** A refusal: the status, JSON `{ message }` and, when given, the exact words. */
export function expectMessage(answer: ApiAnswer, status: number, message?: string): void {
  expect({ status: answer.status, body: answer.body }).toMatchObject({
    status,
    body: { message: message ?? expect.any(String) },
  });
  expect(answer.headers.get('content-type')).toContain('application/json');
  expect(answer.body.message.length).toBeGreaterThan(0);
  expect(answer.text).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack trace
}
