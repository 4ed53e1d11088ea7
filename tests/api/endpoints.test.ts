import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/domain/api/endpoint';
import { useTestApp } from '../helpers/app';

// One declaration per endpoint (domain/<concept>/endpoints.ts): the server registers every /api route
// from one, and every one is registered, so the API document, the access checks and the web's calls
// all come from the same place.

const { app } = useTestApp();

const DOMAIN = path.resolve(import.meta.dirname, '../../src/domain');

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'schemas' in value;

/** 'GET /api/zarcodes/{code}', as the API document names an operation. */
const operationOf = (method: string, routePath: string) => `${method.toUpperCase()} ${routePath.replace(/:([A-Za-z]+)/g, '{$1}')}`;

let declared: Map<string, string>;
let documented: Set<string>;

beforeAll(async () => {
  const files = (readdirSync(DOMAIN, { recursive: true }) as string[]).filter((file) => file.endsWith('endpoints.ts'));
  declared = new Map();
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(DOMAIN, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (!isEndpoint(value)) continue;
      const operation = operationOf(value.method, value.path);
      expect(declared.has(operation), `${operation} is declared twice (${name})`).toBe(false);
      declared.set(operation, `${file} ${name}`);
    }
  }
  const document = (await app.request('GET', '/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
  documented = new Set(
    Object.entries(document.paths)
      .filter(([routePath]) => routePath.startsWith('/api/'))
      .flatMap(([routePath, methods]) => Object.keys(methods).map((method) => operationOf(method, routePath))),
  );
});

describe('endpoints', () => {
  it('are each registered as a route', () => {
    expect(declared.size).toBeGreaterThan(10);
    expect([...declared.keys()].filter((operation) => !documented.has(operation))).toEqual([]);
  });

  it('declare every route under /api', () => {
    expect([...documented].filter((operation) => !declared.has(operation))).toEqual([]);
  });

  it('keep zod out of their modules: the schemas load only when the server asks for them', async () => {
    const { readFileSync } = await import('node:fs');
    const files = (readdirSync(DOMAIN, { recursive: true }) as string[]).filter((file) => file.endsWith('endpoints.ts'));
    for (const file of files) {
      const code = readFileSync(path.join(DOMAIN, file), 'utf8');
      // Static imports of schemas would bring zod into every page that calls an endpoint.
      expect(code, file).not.toMatch(/^import (?!type\b)[^;]*from '(zod|\.\/schemas|\.\/[a-z-]*schemas|\.\.\/api\/schemas)';/m);
    }
  });

  it("are what the server's light pages call by their written paths (they stay small without the declarations)", async () => {
    const { readFileSync } = await import('node:fs');
    const WEB = path.resolve(import.meta.dirname, '../../src/web');
    const files = ['light/access-details.ts', 'light/saved.ts', 'embed/embed-api.ts'];
    // A written path: '/api/...' or, for the light page's signed-in calls, '/saved-codes/...' under /api.
    const written = files.flatMap((file) =>
      [...readFileSync(path.join(WEB, file), 'utf8').matchAll(/[`'](\/(?:api\/)?(?:zarcodes|saved-codes|settings)[^`']*)[`']/g)].map(
        (match) => `/api${match[1]!.replace(/^\/api/, '')}`,
      ),
    );
    expect(written.length).toBeGreaterThanOrEqual(4);
    const patterns = [...declared.keys()].map((operation) => {
      const routePath = operation.split(' ')[1]!.replace(/\{[A-Za-z]+\}/g, '[^/]+');
      return new RegExp(`^${routePath}$`);
    });
    for (const called of written) {
      const asRoute = called.replace(/\$\{[^}]+\}/g, 'X');
      expect(patterns.some((pattern) => pattern.test(asRoute)), called).toBe(true);
    }
  });
});
