import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../../src/domain/site/pages';
import { creatorProfiles, zarcodes } from '../../src/server/db/schema';
import { getSitemapPage, listSitemapPages } from '../../src/server/features/seo/service';
import { createUser, useTestApp, type ApiAnswer } from '../helpers/app';
import { createZarcode } from '../helpers/zarcodes';

// Search engines: robots.txt, the sitemap index and its pages, and the head of every page the
// server sends (title, description, canonical, Open Graph, noindex).

const PUBLIC_URL = 'https://zarcode.test';
const INDEX_HTML =
  '<!doctype html><html><head><meta name="description" content="Default" /><title></title></head><body><div id="root"></div></body></html>';

/** A build manifest as Vite writes it: the landing page's chunk imports a shared one. */
const MANIFEST = {
  'pages/landing/landing-page.tsx': { file: 'assets/landing-page-1a2b.js', imports: ['_shared-3c4d.js'] },
  '_shared-3c4d.js': { file: 'assets/shared-3c4d.js' },
};

let webRoot: string;
beforeAll(() => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'zarcode-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(webRoot, '.vite'));
  writeFileSync(path.join(webRoot, '.vite/manifest.json'), JSON.stringify(MANIFEST));
});
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const { app, actors } = useTestApp(() => ({ env: { PUBLIC_URL }, webRoot }));

let serial = 0;
async function createCreator(overrides: Partial<typeof creatorProfiles.$inferInsert> = {}) {
  serial += 1;
  const user = await createUser(app);
  const [row] = await app.deps.db
    .insert(creatorProfiles)
    .values({ userId: user.id, displayName: `Sunny Farms ${serial}`, slug: `sunny-farms-${serial}`, ...overrides })
    .returning();
  return row!;
}

const listed = { publicCode: '', privateCode: '', hiddenCode: '', creator: '', inactiveCreator: '', hiddenCreator: '' };

beforeAll(async () => {
  listed.publicCode = (await createZarcode(app, actors.owner, { title: 'Gate 4 of Stellenbosch farm' })).zarcode;
  listed.privateCode = (await createZarcode(app, actors.owner, { privacy: 'private' })).zarcode;
  listed.hiddenCode = (await createZarcode(app, actors.owner)).zarcode;
  await app.deps.db.update(zarcodes).set({ hiddenAt: new Date(), hiddenReason: 'spam' }).where(eq(zarcodes.code, listed.hiddenCode));
  listed.creator = (await createCreator()).slug;
  listed.inactiveCreator = (await createCreator({ isActive: false })).slug;
  listed.hiddenCreator = (await createCreator({ hiddenAt: new Date() })).slug;
});

/** Every caller of the four roles, anonymous first: each must get the same answer. */
const callers = () => [undefined, actors.owner.token, actors.admin.token, actors.superAdmin.token];

async function sameForEveryone(requestPath: string): Promise<ApiAnswer> {
  const answers = await Promise.all(callers().map((token) => app.request('GET', requestPath, { token })));
  for (const answer of answers) {
    expect(answer.status, requestPath).toBe(200);
    expect(answer.text).toBe(answers[0]!.text);
  }
  return answers[0]!;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

describe('GET /robots.txt', () => {
  it('allows public pages, disallows the admin area, the API, signed-in pages and payment, and names the sitemap', async () => {
    const answer = await sameForEveryone('/robots.txt');
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const lines = answer.text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const rule of ['/a$', '/a/', '/api/', '/dashboard$', '/generator$', '/my-codes$', '/payment$', '/payment/', '/profile$']) {
      expect(lines).toContain(`Disallow: ${rule}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('is an index of sitemap pages with the newest change of each, the same for everyone', async () => {
    const answer = await sameForEveryone('/sitemap.xml');
    expect(answer.headers.get('content-type')).toContain('application/xml');
    expect(answer.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(answer.text)).toEqual([`${PUBLIC_URL}/sitemaps/1.xml`]);
    const lastmod = /<lastmod>([^<]*)<\/lastmod>/.exec(answer.text)?.[1];
    expect(Date.parse(lastmod!)).toBeGreaterThan(Date.now() - 3_600_000);
  });
});

describe('GET /sitemaps/{n}.xml', () => {
  it('lists the public pages, active creators and public codes, never private or hidden codes nor inactive or hidden creators', async () => {
    const answer = await sameForEveryone('/sitemaps/1.xml');
    expect(answer.headers.get('content-type')).toContain('application/xml');
    const urls = locs(answer.text);
    for (const page of Object.values(PUBLIC_PAGES)) expect(urls).toContain(`${PUBLIC_URL}${page.path}`);
    expect(urls).toContain(`${PUBLIC_URL}/zarcodes/${listed.publicCode}`);
    expect(urls).toContain(`${PUBLIC_URL}/${listed.creator}`);
    for (const never of [listed.privateCode, listed.hiddenCode, listed.inactiveCreator, listed.hiddenCreator]) {
      expect(answer.text).not.toContain(never);
    }
    expect(new Set(urls).size).toBe(urls.length);
    expect(answer.text).toMatch(new RegExp(`<url><loc>${PUBLIC_URL}/zarcodes/${listed.publicCode}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ</lastmod></url>`));
    expect(answer.text).toContain(`<url><loc>${PUBLIC_URL}/terms-of-service</loc><lastmod>2025-08-01T00:00:00Z</lastmod></url>`);
  });

  it('answers 404 for a page past the last and for names that are not pages', async () => {
    for (const name of ['2.xml', '0.xml', 'one.xml', '1.txt', '01.xml']) {
      const answer = await app.request('GET', `/sitemaps/${name}`);
      expect(answer.status, name).toBe(404);
    }
  });

  it('cuts a long list into pages that hold every URL once, each page dated by its newest', async () => {
    const pageSize = 3;
    const index = await listSitemapPages(app.deps.db, PUBLIC_URL, pageSize);
    const pages = await Promise.all(index.map((_, n) => getSitemapPage(app.deps.db, PUBLIC_URL, n + 1, pageSize)));
    const all = (await getSitemapPage(app.deps.db, PUBLIC_URL, 1))!;

    expect(index.map((page) => page.loc)).toEqual(pages.map((_, n) => `${PUBLIC_URL}/sitemaps/${n + 1}.xml`));
    expect(pages.every((page) => page!.length <= pageSize)).toBe(true);
    expect(pages.flatMap((page) => page!.map((url) => url.loc))).toEqual(all.map((url) => url.loc));
    pages.forEach((page, n) => {
      const newest = Math.max(...page!.map((url) => url.lastModified!.getTime()));
      expect(Math.abs(index[n]!.lastModified!.getTime() - newest), `page ${n + 1}`).toBeLessThan(1000);
    });
    expect(await getSitemapPage(app.deps.db, PUBLIC_URL, pages.length + 1, pageSize)).toBeNull();
  });
});

describe('the head of each page', () => {
  const head = async (pagePath: string) => {
    const answer = await app.request('GET', pagePath);
    expect(answer.status, pagePath).toBe(200);
    return answer.text.slice(0, answer.text.indexOf('</head>'));
  };
  const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  const meta = (html: string, name: string) => {
    const content = new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(html)?.[1];
    return content === undefined ? null : decode(content);
  };
  const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null;

  it('gives every public page its title, description, canonical address and Open Graph tags', async () => {
    for (const page of Object.values(PUBLIC_PAGES)) {
      const html = await head(page.path);
      expect(html, page.path).toContain(`<title>${page.title} · ZARcode</title>`);
      expect(meta(html, 'description')).toBe(page.description);
      expect(html.match(/name="description"/g)).toHaveLength(1);
      expect(canonical(html)).toBe(`${PUBLIC_URL}${page.path}`);
      expect(meta(html, 'og:title')).toBe(`${page.title} · ZARcode`);
      expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}${page.path}`);
      expect(meta(html, 'robots')).toBeNull();
    }
  });

  it("preloads a public page's own chunks, so that a phone fetches them with the app", async () => {
    const html = await head('/');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-3c4d.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-page-1a2b.js" />');
    expect(await head('/dashboard')).not.toContain('modulepreload');
  });

  it("names a public code's canonical address, whichever path shows it", async () => {
    for (const pagePath of [`/${listed.publicCode}`, `/zarcodes/${listed.publicCode.toLowerCase()}`, `/${listed.creator}/${listed.publicCode}`]) {
      const html = await head(pagePath);
      expect(canonical(html), pagePath).toBe(`${PUBLIC_URL}/zarcodes/${listed.publicCode}`);
      expect(meta(html, 'robots')).toBeNull();
    }
  });

  it("gives an active creator's page its name and canonical address", async () => {
    const html = await head(`/${listed.creator}`);
    expect(html).toContain('<title>Sunny Farms');
    expect(canonical(html)).toBe(`${PUBLIC_URL}/${listed.creator}`);
    expect(meta(html, 'robots')).toBeNull();
  });

  it('keeps signed-in pages, the admin area, private codes and unlisted creators out of search engines', async () => {
    const pagesOut = [
      '/dashboard',
      '/generator',
      '/my-codes',
      '/payment?bundle=starter',
      '/payment/success',
      '/a',
      '/a/users',
      '/admin/users',
      `/zarcodes/${listed.publicCode}/edit`,
      `/zarcodes/${listed.privateCode}`,
      `/${listed.inactiveCreator}`,
      `/${listed.hiddenCreator}`,
      '/no-such-creator',
    ];
    for (const pagePath of pagesOut) {
      const html = await head(pagePath);
      expect(meta(html, 'robots'), pagePath).toBe('noindex');
      expect(canonical(html), pagePath).toBeNull();
    }
  });

  it('keeps a private code\'s link preview, without its title', async () => {
    const html = await head(`/zarcodes/${listed.privateCode}`);
    expect(meta(html, 'og:title')).toBe(`ZARcode ${listed.privateCode}`);
  });
});
