import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startTestApp, type TestApp } from '../helpers/app';
import { expectMessage } from '../helpers/bad-input';

// The app as a whole: OpenAPI docs, unknown paths, security headers and the built web app.

/** index.html with its loading frame, as the build writes it. */
const INDEX_HTML =
  '<!doctype html><html lang="en-ZA"><body><div id="root"><header><p>ZARcode</p></header><p role="status"><span class="sr-only">Loading…</span></p></div></body></html>';

let app: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'zarcode-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webRoot, 'assets', 'index-3f9a1c.js'), 'console.log("app");');
  writeFileSync(path.join(webRoot, 'humans.txt'), 'Made in South Africa\n');
  // A robots.txt in the build is left to the server's own (features/seo), never served instead of it.
  writeFileSync(path.join(webRoot, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  app = await startTestApp({}, { webRoot });
});
afterAll(async () => {
  await app?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('GET /api/docs', () => {
  it('serves the OpenAPI page', async () => {
    const answer = await app.request('GET', '/api/docs');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(answer.text).toMatch(/swagger/i);
  });

  it("puts every API operation in a section of the docs, its group's unless it names its own", async () => {
    const paths = (await app.request('GET', '/api/docs/json')).body.paths as Record<string, Record<string, { tags?: string[] }>>;
    const untagged = Object.entries(paths).flatMap(([route, operations]) =>
      route.startsWith('/api/') ? Object.entries(operations).filter(([, operation]) => !operation.tags?.length).map(([method]) => `${method} ${route}`) : [],
    );
    expect(untagged).toEqual([]);
    expect(paths['/api/creators/me']!.get!.tags).toEqual(['creators']);
    expect(paths['/api/creators']!.post!.tags).toEqual(['admin']);
    expect(paths['/api/zarcodes/creator']!.post!.tags).toEqual(['zarcodes', 'creators']);
    expect(paths['/api/admin/users']!.get!.tags).toEqual(['admin']);
    expect(paths['/api/contact']!.post!.tags).toEqual(['messages']);
  });

  it('lists every foundation endpoint in /api/docs/json', async () => {
    const answer = await app.request('GET', '/api/docs/json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(answer.body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/me',
        '/api/auth/refresh',
        '/api/auth/logout',
        '/api/auth/forgot-password',
        '/api/auth/reset-password',
        '/api/user/stats',
        '/api/contact',
        '/api/admin/messages/unread/count',
        '/api/settings/public',
        '/api/prices/current',
      ]),
    );
    const login = answer.body.paths['/api/auth/login'].post;
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['email', 'password', 'rememberMe']),
    );
  });
});

describe('Unknown /api paths', () => {
  it('answer 404 JSON, never the web page', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing-here'],
      ['GET', '/api'],
      ['GET', '/api/auth/nope?x=1'],
      ['POST', '/api/zarcodes-typo'],
      ['DELETE', '/api/auth/me'],
      ['GET', '/api/auth/login'],
    ] as const) {
      const answer = await app.request(method, path);
      expectMessage(answer, 404, 'Not found');
      expect(answer.text).not.toContain('<div id="root">');
    }
  });

  it('answer 404 JSON to a signed-in caller too', async () => {
    const person = await createUser(app);
    expectMessage(await app.request('GET', '/api/unknown', { token: person.token }), 404, 'Not found');
  });
});

describe('Security headers', () => {
  it('come with every answer: API, errors and the web page', async () => {
    for (const path of ['/api/prices/current', '/api/auth/me', '/api/nothing', '/dashboard', '/api/docs']) {
      const answer = await app.request('GET', path);
      const headers = answer.headers;
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('strict-transport-security'), path).toMatch(/max-age=\d+/);
      expect(headers.get('referrer-policy'), path).toBeTruthy();
      expect(headers.get('x-powered-by'), path).toBeNull();
    }
  });

  it("give API answers a policy that loads nothing and frames nothing, and pages the app's own", async () => {
    for (const path of ['/api/prices/current', '/api/auth/me', '/api/nothing', '/api/zarcodes/1CT-2345']) {
      const headers = (await app.request('GET', path)).headers;
      expect(headers.get('content-security-policy'), path).toBe("default-src 'none';frame-ancestors 'none'");
      expect(headers.get('x-frame-options'), path).toBe('DENY');
    }
    for (const path of ['/dashboard', '/zarcodes/1CT-2345', '/api/docs']) {
      const headers = (await app.request('GET', path)).headers;
      expect(headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
  });

  it('let any site frame the embed page, and only the app itself frame the rest', async () => {
    const embed = (await app.request('GET', '/embed/1CT-2345')).headers;
    expect(embed.get('content-security-policy')).toContain('frame-ancestors *');
    expect(embed.get('x-frame-options')).toBeNull();
    expect(embed.get('x-content-type-options')).toBe('nosniff');

    const page = (await app.request('GET', '/zarcodes/1CT-2345')).headers;
    expect(page.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it("let the web page post the signed checkout form to PayFast and nowhere else", async () => {
    const csp = (await app.request('GET', '/payment')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("form-action 'self' https://sandbox.payfast.co.za https://www.payfast.co.za;");
  });

  it('name Google Tag Manager and Analytics in the policy only when GTM_ID is set', async () => {
    /** The policy's sources for `name` ('script-src'), as sent. */
    const sourcesOf = async (of: TestApp, path: string, name: string) =>
      ((await of.request('GET', path)).headers.get('content-security-policy') ?? '')
        .split(';')
        .find((directive) => directive.startsWith(`${name} `));
    for (const path of ['/dashboard', '/embed/1CT-2345']) {
      expect(await sourcesOf(app, path, 'script-src'), path).toBe("script-src 'self'");
      expect(await sourcesOf(app, path, 'connect-src'), path).toBe("connect-src 'self'");
    }
    const withAnalytics = await startTestApp({ GTM_ID: 'GTM-AB12CD' }, { webRoot });
    try {
      for (const path of ['/dashboard', '/embed/1CT-2345']) {
        expect(await sourcesOf(withAnalytics, path, 'script-src'), path).toBe("script-src 'self' https://www.googletagmanager.com");
        expect(await sourcesOf(withAnalytics, path, 'connect-src'), path).toBe("connect-src 'self' https://www.google-analytics.com");
      }
    } finally {
      await withAnalytics.close();
    }
  });
});

describe('The built web app', () => {
  it('answers every page route with index.html, never cached', async () => {
    for (const path of ['/', '/dashboard', '/a/users', '/support', '/reset-password?token=abc']) {
      const answer = await app.request('GET', path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type'), path).toContain('text/html');
      expect(answer.headers.get('cache-control'), path).toBe('no-cache');
      expect(answer.text, path).toBe(INDEX_HTML);
    }
  });

  it("says the loading frame's words in the visitor's language, as it marks the page's", async () => {
    const answer = await app.request('GET', '/login', { headers: { cookie: 'lang=af' } });
    expect(answer.text).toContain('<html lang="af-ZA">');
    expect(answer.text).toContain('<p role="status"><span class="sr-only">Laai…</span></p>');
    const isiXhosa = await app.request('GET', '/dashboard', { headers: { 'accept-language': 'xh-ZA,en;q=0.5' } });
    expect(isiXhosa.text).toContain('<span class="sr-only">Iyalayisha…</span>');
  });

  it('serves hashed assets cached for a year and other files for an hour', async () => {
    const asset = await app.request('GET', '/assets/index-3f9a1c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const humans = await app.request('GET', '/humans.txt');
    expect(humans.text).toBe('Made in South Africa\n');
    expect(humans.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await app.request('GET', '/robots.txt')).text).toContain('Sitemap: ');
  });

  it('answers a missing asset 404, not the page', async () => {
    const answer = await app.request('GET', '/assets/index-gone.js');
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('<div id="root">');
  });

  it('answers other methods on page routes 404 JSON', async () => {
    expectMessage(await app.request('POST', '/dashboard', { body: {} }), 404, 'Not found');
  });
});

describe('Request log', () => {
  it('writes one line per request, when it completes, with its method, path, status and time', async () => {
    const lines: Record<string, any>[] = [];
    const logged = await startTestApp({}, { logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) }) });
    try {
      await logged.request('GET', '/api/prices/current');
      const about = lines.filter((line) => line.req?.url === '/api/prices/current' || line.msg === 'incoming request');
      expect(about).toHaveLength(1);
      expect(about[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET' }, res: { statusCode: 200 } });
      expect(about[0]!.responseTime).toBeGreaterThan(0);
      // The secrets links carry (a location request's token, a delivery link's key) never reach the log.
      await logged.request('GET', '/api/r/SecretToken123456789012');
      await logged.request('GET', '/1CT-7K2M?k=SecretDeliveryKey');
      const text = JSON.stringify(lines);
      expect(text).not.toContain('SecretToken123456789012');
      expect(text).not.toContain('SecretDeliveryKey');
      expect(lines.map((line) => line.req?.url)).toEqual(expect.arrayContaining(['/api/r/[secret]', '/1CT-7K2M?k=[secret]']));
    } finally {
      await logged.close();
    }
  });
});
