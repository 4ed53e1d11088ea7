import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/*
 * What a request body refuses is said to people: under a form's field, or in a toast from the
 * server's answer. So a message names a field by its label ("Display name is required"), never by
 * the schema's key ("userEmail must be ...") nor in zod's own words ("Invalid input"). Each body
 * schema is fed wrong values field by field and every message it gives is read. The integrators'
 * API (api-v1) names its JSON fields on purpose and is left out.
 */

const modules = import.meta.glob<Record<string, unknown>>(['../*/schemas.ts', '../*/*-schemas.ts', '!../api-v1/**'], { eager: true });

const WRONG_VALUES: unknown[] = [undefined, null, 123, -1, 1e12, 1.5, '', ' ', 'x', 'not an address', 'a'.repeat(6000), true, {}, [], 'a\nb'];
const ZOD_WORDS = /^(Invalid input|Invalid (option|string|number)|Too (big|small)|Unrecognized key)/;

/**
 * Fields the app's own code fills in (a chosen lifetime, a payment's transaction, the photos' order,
 * where an answer came from, ...): no person types them, so their words are for developers and may
 * name the field.
 */
const SENT_BY_THE_APP = new Set([
  'expiresInDays',
  'expiresInHours',
  'rememberMe',
  'read',
  'termsConfirmed',
  'useBundle',
  'transactionId',
  'imageOrders',
  'source',
  'accuracyMeters',
  'product',
  'format',
  'codes',
  // A run's changes, queued by the app as the courier marks and moves stops.
  'stops',
]);

/** The object a body schema reads, under its refinements and transforms. */
function objectOf(schema: unknown): z.ZodObject | null {
  let current = schema as { _zod?: { def: { in?: unknown; innerType?: unknown; schema?: unknown } } } | null;
  for (let depth = 0; current && depth < 10; depth += 1) {
    if (current instanceof z.ZodObject) return current;
    const def = current._zod?.def;
    current = (def?.in ?? def?.innerType ?? def?.schema ?? null) as typeof current;
  }
  return null;
}

/** Why a message would not do for a person, or null: zod's words, or a key of the schema in it. */
function faultOf(message: string, keys: string[]): string | null {
  if (ZOD_WORDS.test(message)) return "zod's own words";
  const named = message.split(/[^A-Za-z]+/).find((word) => keys.includes(word) && (/[a-z][A-Z]/.test(word) || message.startsWith(`${word} `)));
  return named ? `names the key ${named}` : null;
}

const bodies = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => /BodySchema$/.test(name) && objectOf(value))
    .map(([name, value]) => ({ name: `${file.replace('../', '')} ${name}`, schema: value as z.ZodType })),
);

describe('request bodies speak to people', () => {
  it('finds the body schemas', () => {
    expect(bodies.length).toBeGreaterThan(30);
  });

  it.each(bodies)('$name names its fields by their labels', ({ schema }) => {
    const faults = new Set<string>();
    const keys = Object.keys(objectOf(schema)!.shape);
    for (const key of keys.filter((name) => !SENT_BY_THE_APP.has(name))) {
      for (const value of WRONG_VALUES) {
        for (const issue of schema.safeParse({ [key]: value }).error?.issues ?? []) {
          if (SENT_BY_THE_APP.has(String(issue.path[0]))) continue;
          const fault = faultOf(issue.message, keys);
          if (fault) faults.add(`${issue.path.join('.') || key}: "${issue.message}" (${fault})`);
        }
      }
    }
    expect([...faults]).toEqual([]);
  });
});
