import { describe, expect, it } from 'vitest';
import { MULTI_LINE_PATTERN, ONE_LINE_PATTERN } from '../../src/domain/api/schemas';
import { useTestApp } from '../helpers/app';
import { expectMessage } from '../helpers/bad-input';
import { createZarcode } from '../helpers/zarcodes';

// Text fields refuse control characters: a name, title or subject is one line (a line break in a
// name could add a header to an e-mail, 'Eve\r\nBcc: ...'), and multi-line text (a description, a
// message) keeps its line breaks and tabs but nothing else of the kind.

const { app, actors } = useTestApp();

interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
}

/**
 * Strings of request bodies that are not text a person writes for others to read: they are checked
 * otherwise, and a control character in them is refused or harmless all the same.
 */
const NOT_TEXT = new Set([
  // Passwords are hashed, never shown: any character a person chooses is theirs.
  'password', 'confirmPassword', 'currentPassword', 'newPassword',
  // Numbers, dates and coordinates sent as text are parsed, and refused when they are not one.
  'latitude', 'longitude', 'amount', 'vatAmount', 'vatRate', 'discountValue', 'date', 'validFrom', 'validUntil', 'payFastTestPageTimeout', 'maxCodesPerUser',
  // Codes typed by a person or a system are read as codes: anything else is 'invalid' or not found.
  'codes[]', 'zarcode', 'code',
  // Ids of the caller's own records, looked up as they are.
  'points[].id', 'imageOrders[].id',
  // The contact form's honeypot: a message with it filled is dropped.
  'website',
]);

/** Every string of a body schema, by its path ('codeForm.title', 'codes[]'), with its rule. */
function stringsOf(schema: JsonSchema, components: Record<string, JsonSchema>, path = ''): { path: string; schema: JsonSchema }[] {
  const resolved = schema.$ref ? components[schema.$ref.split('/').pop()!]! : schema;
  const found = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])].flatMap((part) => stringsOf(part, components, path));
  for (const [name, property] of Object.entries(resolved.properties ?? {})) found.push(...stringsOf(property, components, path ? `${path}.${name}` : name));
  if (resolved.items) found.push(...stringsOf(resolved.items, components, `${path}[]`));
  if (resolved.type === 'string' || (Array.isArray(resolved.type) && resolved.type.includes('string'))) found.push({ path, schema: resolved });
  return found;
}

describe('every text field of every request body', () => {
  it('says whether it is one line or several, as a pattern the API document shows', async () => {
    const document = (await app.request('GET', '/api/docs/json')).body;
    const components = document.components?.schemas ?? {};
    const unruled: string[] = [];
    let walked = 0;
    for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>)) {
      for (const [method, operation] of Object.entries(methods)) {
        const json = operation.requestBody?.content['application/json'];
        if (!json || path === '/api/payments/payfast/notify') continue; // PayFast's signed form, read field by field
        for (const field of stringsOf(json.schema, components)) {
          walked += 1;
          const leaf = field.path.split('.').pop()!;
          const isChecked = field.schema.enum || field.schema.const !== undefined || field.schema.format || field.schema.pattern;
          if (!isChecked && !NOT_TEXT.has(leaf) && !NOT_TEXT.has(field.path)) unruled.push(`${method.toUpperCase()} ${path} ${field.path}`);
        }
      }
    }
    expect(walked).toBeGreaterThan(150);
    expect(unruled).toEqual([]);
  });

  it('states the two rules as the patterns the schemas use', () => {
    expect(ONE_LINE_PATTERN.test('Thandi Nkosi, Zoë & Sons')).toBe(true);
    for (const refused of ['a\nb', 'a\r\nb', 'a\tb', 'a\u0000b', 'a\u007fb', 'a\u0085b', 'a\u009bb']) expect(ONE_LINE_PATTERN.test(refused), JSON.stringify(refused)).toBe(false);
    expect(MULTI_LINE_PATTERN.test('Ring twice.\r\nBlue gate,\tnext to the spaza.')).toBe(true);
    for (const refused of ['a\u0007b', 'a\u001bb', 'a\u0085b']) expect(MULTI_LINE_PATTERN.test(refused), JSON.stringify(refused)).toBe(false);
  });
});

describe('one-line fields', () => {
  it('refuses a name with a line break in it, and stores nothing', async () => {
    const answer = await app.request('PUT', '/api/user/profile', {
      token: actors.other.token,
      body: { firstName: 'Eve\r\nBcc: everyone@example.com', lastName: 'Adams', email: actors.other.email },
    });
    expectMessage(answer, 400, 'First name must be one line, without control characters');
    expect((await app.request('GET', '/api/auth/me', { token: actors.other.token })).body.user.firstName).toBe('Thandi');
  });

  it("refuses a code's title, a contact subject and a delivery link's recipient with control characters", async () => {
    const code = await createZarcode(app, actors.owner);
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['PUT', `/api/zarcodes/${code.zarcode}`, { title: 'Spaza\tshop' }, 'Title must be one line, without control characters'],
      ['POST', '/api/contact', { name: 'Eve', email: 'eve@example.com', subject: 'Hi\r\nBcc: x@example.com', message: 'Hello' }, 'Subject must be one line, without control characters'],
      ['POST', `/api/zarcodes/${code.zarcode}/access/links`, { recipientName: 'Courier\u0085One' }, "The recipient's name must be one line, without control characters"],
    ];
    for (const [method, path, body, message] of cases) {
      expectMessage(await app.request(method, path, { token: actors.owner.token, body }), 400, message);
    }
  });

  it('takes a line break pasted at either end of a name as nothing', async () => {
    const answer = await app.request('PUT', '/api/user/profile', {
      token: actors.other.token,
      body: { firstName: '\nSipho\r\n', lastName: 'Dlamini', email: actors.other.email },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.user.firstName).toBe('Sipho');
  });
});

describe('multi-line fields', () => {
  it("keep a code description's line breaks and tabs, and refuse other control characters", async () => {
    const code = await createZarcode(app, actors.owner);
    const description = 'Blue gate.\nRing twice,\tthen wait.';
    const kept = await app.request('PUT', `/api/zarcodes/${code.zarcode}`, { token: actors.owner.token, body: { description } });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.description).toBe(description);
    const refused = await app.request('PUT', `/api/zarcodes/${code.zarcode}`, { token: actors.owner.token, body: { description: 'Bell\u0007' } });
    expectMessage(refused, 400, 'Description must not contain control characters');
  });

  it('keep a contact message of several lines', async () => {
    const answer = await app.request('POST', '/api/contact', {
      body: { name: 'Naledi', email: 'naledi@example.com', subject: 'A question', message: 'Hello,\r\n\r\nWhere is my code?' },
    });
    expect(answer.status, answer.text).toBe(201);
  });
});

