import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLinks, creatorProfiles } from '../../src/server/db/schema';
import { createUser, newClientAddress, useTestApp } from '../helpers/app';
import { createZarcode, storedViews, zarcodeInput } from '../helpers/zarcodes';

// The code page as the server renders it: complete HTML for public, private and unknown
// codes, its head tags, the answer embedded for the script, Save-Data, languages and view counting.

const INDEX_HTML =
  '<!doctype html><html lang="en-ZA"><head><title>ZARcode</title><meta name="description" content="Short codes" /></head><body><div id="root"></div></body></html>';
const LIGHT_SCRIPT = '/assets/light-test.js';
const LIGHT_CSS = '.card{border:1px solid}';

let webRoot: string;
beforeAll(() => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'zarcode-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  mkdirSync(path.join(webRoot, '.vite'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webRoot, 'assets/light-test.js'), 'console.log("light");');
  writeFileSync(path.join(webRoot, 'assets/light-test.css'), LIGHT_CSS);
  writeFileSync(
    path.join(webRoot, '.vite/light-manifest.json'),
    JSON.stringify({ 'light/main.ts': { file: 'assets/light-test.js', css: ['assets/light-test.css'] } }),
  );
});
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const { app, actors } = useTestApp(() => ({
  env: { PUBLIC_URL: 'https://zarcode.test', TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' },
  webRoot,
}));

const meta = (html: string, name: string) =>
  new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(html)?.[1] ?? null;
/** The answer the page carries for its script. */
const pageData = (html: string) => {
  const json = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? JSON.parse(json) : null;
};
/** A page request as a browser sends it, from an address of its own (the per-IP limits count apart). */
const getPage = (pagePath: string, headers: Record<string, string> = {}) =>
  app.request('GET', pagePath, { headers, from: newClientAddress() });

let publicCode: string;
let privateCode: string;
beforeAll(async () => {
  publicCode = (
    await createZarcode(app, actors.owner, {
      title: 'Mama Zodwa\'s <Spaza> & "Braai"',
      description: 'Blue gate next to the container',
      suburb: 'Gugulethu',
      addressLine1: '12 NY 5',
      latitude: -33.975,
      longitude: 18.5663,
    })
  ).zarcode;
  privateCode = (await createZarcode(app, actors.owner, { title: 'Secret stash', description: 'Under the tank', privacy: 'private' })).zarcode;
});

describe('GET /zarcodes/{code} and /{code}: a public code', () => {
  it('answers the whole page from the server: the code, title, address, place, GPS, Plus Code and every link', async () => {
    const answer = await getPage(`/zarcodes/${publicCode}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const html = answer.text;
    expect(html).not.toContain('<div id="root">');
    expect(html).toMatch(new RegExp(`<h1 id="code-heading"[^>]*>\\s*<button[^>]*>${publicCode}`));
    expect(html).toContain('Mama Zodwa&#39;s &lt;Spaza&gt; &amp; &quot;Braai&quot;');
    expect(html).not.toContain('<Spaza>');
    expect(html).toContain('12 NY 5, Gugulethu');
    expect(html).toContain('Cape Town, Western Cape, South Africa');
    expect(html).toContain('-33.975000, 18.566300');
    expect(html).toMatch(/>4FRW2HG8\+2G</);
    expect(html).toContain('one, Charlie Tango');
    expect(html).toContain('href="https://www.google.com/maps/dir/?api=1&amp;destination=-33.975000,18.566300"');
    expect(html).toContain('href="https://waze.com/ul?ll=-33.975000,18.566300&amp;navigate=yes"');
    expect(html).toContain(`href="geo:-33.975000,18.566300?q=-33.975000,18.566300(ZARcode%20${publicCode})"`);
    expect(html).toContain(`href="https://wa.me/?text=`);
    expect(html).toContain(encodeURIComponent(`https://zarcode.test/zarcodes/${publicCode}`));
    expect(html).toContain(`src="/api/qr/${publicCode}?size=300"`);
    expect(html).toContain(`download="ZARcode-${publicCode}.png"`);
    // The map is tile images from TILE_URL at zoom 15, with no script needed.
    expect(html).toMatch(/<img src="https:\/\/tiles\.example\/15\/\d+\/\d+\.png"/);
    expect(html).toContain('aria-label="Map of ZARcode');
  });

  it('carries the title, description, canonical address and Open Graph tags in the same HTML', async () => {
    for (const page of [`/zarcodes/${publicCode}`, `/${publicCode}`]) {
      const { text } = await getPage(page);
      expect(text).toContain(`<title>Mama Zodwa&#39;s &lt;Spaza&gt; &amp; &quot;Braai&quot; · ${publicCode} | ZARcode</title>`);
      expect(text).toContain(`<link rel="canonical" href="https://zarcode.test/zarcodes/${publicCode}" />`);
      expect(meta(text, 'description')).toContain('Gugulethu, Cape Town, Western Cape');
      expect(meta(text, 'og:title'), page).toContain(publicCode);
      expect(meta(text, 'og:description')).toContain('Gugulethu, Cape Town, Western Cape');
      expect(meta(text, 'og:url')).toBe(`https://zarcode.test/zarcodes/${publicCode}`);
      expect(meta(text, 'og:image')).toBe(`https://zarcode.test/api/qr/${publicCode}?size=600`);
      expect(meta(text, 'twitter:card')).toBe('summary');
      expect(meta(text, 'twitter:title')).toBe(meta(text, 'og:title'));
    }
  });

  it("embeds the code's public answer for the enhancement script, so it fetches nothing again", async () => {
    const { text } = await getPage(`/zarcodes/${publicCode}`);
    const data = pageData(text);
    expect(data.page).toBe('code');
    expect(data.code).toMatchObject({ zarcode: publicCode, title: 'Mama Zodwa\'s <Spaza> & "Braai"', user: null, canEdit: false });
    expect(data.tileUrl).toBe('https://tiles.example/{z}/{x}/{y}.png');
    expect(text).toContain(`<script type="module" src="${LIGHT_SCRIPT}"></script>`);
    expect(text).toContain(`<style>${LIGHT_CSS}</style>`);
    // Nothing can close the data block early.
    expect(/id="page-data">[^<]*<\/script>/.test(text)).toBe(true);
  });

  it('sends a code typed another way to its own spelling, keeping the short or long form', async () => {
    const typed = publicCode.replace('-', '').toLowerCase();
    for (const [from, to] of [
      [`/${typed}`, `/${publicCode}`],
      [`/zarcodes/${typed}?lang=af`, `/zarcodes/${publicCode}?lang=af`],
    ] as const) {
      const answer = await fetch(`${app.url}${from}`, { redirect: 'manual' });
      expect(answer.status, from).toBe(302);
      expect(answer.headers.get('location')).toBe(to);
    }
  });

  it('names the QR and the first photo that the service worker keeps with the page', async () => {
    const answer = await getPage(`/${publicCode}`);
    expect(answer.headers.get('x-offline-assets')).toBe(`/api/qr/${publicCode}?size=300`);
  });

  it('answers 304 to a browser (or the service worker) revalidating an unchanged page', async () => {
    const first = await getPage(`/zarcodes/${publicCode}`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const again = await fetch(`${app.url}/zarcodes/${publicCode}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('is compressed for browsers that accept it', async () => {
    const answer = await fetch(`${app.url}/zarcodes/${publicCode}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(await answer.text()).toContain(publicCode);
  });
});

describe('GET /zarcodes/{code}: a private code', () => {
  it('shows the place and the links, never the title, description or owner', async () => {
    const answer = await getPage(`/zarcodes/${privateCode}`);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(privateCode);
    expect(answer.text).toContain('Cape Town, Western Cape, South Africa');
    expect(answer.text).toContain('https://www.google.com/maps/dir/');
    expect(meta(answer.text, 'og:title')).toBe(`ZARcode ${privateCode}`);
    // Shared on purpose, so it keeps its link preview, but search engines leave it out.
    expect(meta(answer.text, 'robots')).toBe('noindex');
    expect(answer.text).not.toContain('rel="canonical"');
    for (const secret of ['Secret stash', 'Under the tank', actors.owner.email]) expect(answer.text).not.toContain(secret);
    expect(pageData(answer.text).code).toMatchObject({ title: null, description: null, user: null });
  });
});

describe('GET /zarcodes/{code}: a code no one has', () => {
  it('answers 404 with ZARcode Not Found, Did you mean with public codes only, and a way home', async () => {
    // Change one character of each: the public code is offered, the private one never.
    const lastOf = (code: string) => code.at(-1)!;
    const other = (code: string) => `${code.slice(0, -1)}${lastOf(code) === '2' ? '3' : '2'}`;
    for (const [mistyped, offered] of [
      [other(publicCode), true],
      [other(privateCode), false],
    ] as const) {
      const answer = await getPage(`/zarcodes/${mistyped}`);
      expect(answer.status).toBe(404);
      expect(answer.text).toContain('ZARcode Not Found');
      expect(answer.text).toContain('<meta name="robots" content="noindex" />');
      expect(answer.text).toContain('href="/"');
      if (offered) {
        expect(answer.text).toContain('Did you mean:');
        expect(answer.text).toContain(`href="/zarcodes/${publicCode}"`);
      } else {
        expect(answer.text).not.toContain(privateCode);
        expect(answer.text).not.toContain('Secret stash');
      }
    }
  });

  it('offers suggestions under the suggestion endpoint\'s per-IP limit, then none', async () => {
    const from = newClientAddress();
    const mistyped = `${publicCode.slice(0, -1)}${publicCode.at(-1) === '2' ? '3' : '2'}`;
    for (let request = 1; request <= 20; request += 1) {
      await app.request('GET', `/api/zarcodes/${mistyped}/suggestions`, { from });
    }
    const page = await app.request('GET', `/zarcodes/${mistyped}`, { from });
    expect(page.status).toBe(404);
    expect(page.text).toContain('ZARcode Not Found');
    expect(page.text).not.toContain('Did you mean');
  });

  it("leaves the app's own paths to the app, whatever their shape (/support reads as SUP-PORT)", async () => {
    for (const page of ['/support', '/profile', '/payment', '/farmers', '/not-a-code']) {
      const answer = await getPage(page);
      expect(answer.status, page).toBe(200);
      expect(answer.text, page).toContain('<div id="root"></div>');
    }
  });
});

describe('Save-Data and ?lite=1', () => {
  it('serve the page with no script at all, the map still drawn from tile images and SMS as a link', async () => {
    for (const [page, headers] of [
      [`/zarcodes/${publicCode}`, { 'save-data': 'on' }],
      [`/zarcodes/${publicCode}?lite=1`, {}],
    ] as const) {
      const { text } = await getPage(page, headers);
      expect(text, page).not.toMatch(/<script(?! type="application\/json")/);
      expect(text).not.toContain('id="page-data"');
      expect(text).not.toContain('rel="manifest"');
      expect(text).toMatch(/<img src="https:\/\/tiles\.example\/15\//);
      expect(text).toContain('href="sms:?&amp;body=');
      expect(text).toContain('href="https://www.openstreetmap.org/?mlat=-33.975000');
      expect(text).not.toContain('Pan &amp; zoom');
    }
  });
});

describe('Languages', () => {
  it("answers in the browser's language, and a language link switches and is remembered", async () => {
    const afrikaans = await getPage(`/zarcodes/${publicCode}`, { 'accept-language': 'af-ZA,af;q=0.9,en;q=0.8' });
    expect(afrikaans.text).toContain('<html lang="af-ZA">');
    expect(afrikaans.headers.get('content-language')).toBe('af-ZA');
    expect(afrikaans.text).toContain('Navigeer met Google Maps');

    const switched = await getPage(`/zarcodes/${publicCode}?lang=zu`, { 'accept-language': 'af' });
    expect(switched.headers.get('set-cookie')).toMatch(/^lang=zu; Path=\/; Max-Age=31536000; SameSite=Lax/);
    expect(switched.text).toContain('<html lang="zu-ZA">');
    const remembered = await getPage(`/${publicCode}`, { cookie: 'lang=zu', 'accept-language': 'af' });
    expect(remembered.text).toContain('<html lang="zu-ZA">');
    expect(remembered.text).not.toContain('Navigeer met Google Maps');
  });
});

describe('Views of a code page', () => {
  const viewsOf = async (code: string) => {
    await app.deps.viewCounter.flush();
    return storedViews(app, code);
  };

  it("count a visitor's page, not a link preview's, a prefetch's, nor a browser with a session's (its signed-in answer counts)", async () => {
    const before = await viewsOf(publicCode);
    await getPage(`/zarcodes/${publicCode}`);
    expect(await viewsOf(publicCode)).toBe(before + 1);
    await getPage(`/zarcodes/${publicCode}`, { 'user-agent': 'WhatsApp/2.23.20 A' });
    await getPage(`/zarcodes/${publicCode}`, { cookie: 'signed_in=1' });
    await getPage(`/zarcodes/${publicCode}`, { purpose: 'prefetch' });
    expect(await viewsOf(publicCode)).toBe(before + 1);
  });

  it('shows Dashboard rather than Sign in, and no offer, to a browser with a session', async () => {
    const signedOut = await getPage(`/zarcodes/${publicCode}`);
    expect(signedOut.text).toContain('href="/login"');
    expect(signedOut.text).toContain('Create your ZARcode');
    const signedIn = await getPage(`/zarcodes/${publicCode}`, { cookie: 'signed_in=1' });
    expect(signedIn.text).toContain('href="/dashboard"');
    expect(signedIn.text).not.toContain('Create your ZARcode');
  });
});

describe('GET /saved and /offline', () => {
  it('answer the saved-codes frame and the offline page, for the service worker to keep', async () => {
    const saved = await getPage('/saved');
    expect(saved.status).toBe(200);
    expect(saved.text).toContain('data-saved-list');
    const offline = await getPage('/offline', { 'accept-language': 'xh' });
    expect(offline.status).toBe(200);
    expect(offline.text).toContain('<html lang="xh-ZA">');
    expect(offline.text).toContain('<meta name="robots" content="noindex" />');
  });
});

describe('GET /{slug}/{code}: a creator\'s code', () => {
  let slug: string;
  let creatorCode: string;
  let creatorId: string;
  beforeAll(async () => {
    const user = await createUser(app);
    const profile = await app.request('POST', '/api/creators', {
      token: actors.admin.token,
      body: { userId: user.id, displayName: 'Kayamandi <Tours>', uniquePrefix: 'QCP', instagram: '@kayamandi', website: 'https://kayamandi.example' },
    });
    expect(profile.status, profile.text).toBe(201);
    slug = profile.body.slug;
    creatorId = profile.body.id;
    const created = await app.request('POST', '/api/zarcodes/creator', {
      token: user.token,
      body: zarcodeInput({ useBundle: false, title: 'Tour start', privacy: 'public' }),
    });
    expect(created.status, created.text).toBe(201);
    creatorCode = created.body.zarcode;
  });

  it("answers the code page under the creator's band: name linking to their page, public codes, links", async () => {
    const answer = await getPage(`/${slug}/${creatorCode}`);
    expect(answer.status).toBe(200);
    const html = answer.text;
    expect(html).not.toContain('<div id="root">');
    expect(html).toContain('data-creator-band');
    expect(html).toContain('aria-label="Creator Kayamandi &lt;Tours&gt;"');
    expect(html).toContain(`<a href="/${slug}" class="hover:underline">Kayamandi &lt;Tours&gt;</a>`);
    expect(html).toContain('ZARcode creator');
    expect(html).toContain('1 public ZARcode<');
    expect(html).toContain('href="https://kayamandi.example"');
    expect(html).toMatch(/href="https:\/\/(www\.)?instagram\.com\/kayamandi"/);
    expect(html).toMatch(new RegExp(`<h1 id="code-heading"[^>]*>\\s*<button[^>]*>${creatorCode}`));
    // The same code, and the same canonical address, as /zarcodes/{code}.
    expect(html).toContain(`<link rel="canonical" href="https://zarcode.test/zarcodes/${creatorCode}" />`);
    expect((await getPage(`/zarcodes/${creatorCode}`)).text).not.toContain('data-creator-band');
  });

  it('sends a code typed another way, or under another slug, to its canonical address with the query kept', async () => {
    const other = await createUser(app);
    const otherProfile = await app.request('POST', '/api/creators', {
      token: actors.admin.token,
      body: { userId: other.id, displayName: 'Other Tours', uniquePrefix: 'QCQ' },
    });
    for (const [from, to] of [
      [`/${slug}/${creatorCode.replace('-', '').toLowerCase()}?k=abc`, `/${slug}/${creatorCode}?k=abc`],
      [`/${otherProfile.body.slug}/${creatorCode}`, `/${slug}/${creatorCode}`],
      [`/no-such-creator/${creatorCode}?lang=af`, `/${slug}/${creatorCode}?lang=af`],
      [`/${slug}/${publicCode}?k=s3cret`, `/zarcodes/${publicCode}?k=s3cret`],
    ] as const) {
      const answer = await fetch(`${app.url}${from}`, { redirect: 'manual' });
      expect(answer.status, from).toBe(302);
      expect(answer.headers.get('location'), from).toBe(to);
    }
  });

  it("sends the code to /zarcodes/{code} once the creator's page is not public (hidden or inactive)", async () => {
    await app.deps.db.update(creatorProfiles).set({ hiddenAt: new Date() }).where(eq(creatorProfiles.id, creatorId));
    try {
      const answer = await fetch(`${app.url}/${slug}/${creatorCode}`, { redirect: 'manual' });
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe(`/zarcodes/${creatorCode}`);
      const page = await getPage(`/zarcodes/${creatorCode}`);
      expect(page.text).not.toContain('Kayamandi');
    } finally {
      await app.deps.db.update(creatorProfiles).set({ hiddenAt: null }).where(eq(creatorProfiles.id, creatorId));
    }
  });

  it('answers 404 for a code no one has under a slug', async () => {
    const mistyped = `${creatorCode.slice(0, -1)}${creatorCode.at(-1) === '2' ? '3' : '2'}`;
    const answer = await getPage(`/${slug}/${mistyped}`);
    expect(answer.status).toBe(404);
    expect(answer.text).toContain('ZARcode Not Found');
  });
});

describe('GET /zarcodes/{code}: verified, print and access details', () => {
  it("says 'Verified location' on a code an administrator verified, and only there", async () => {
    const verified = await createZarcode(app, actors.owner, { title: 'Checked gate' });
    expect((await getPage(`/zarcodes/${verified.zarcode}`)).text).not.toContain('Verified location');
    const answer = await app.request('POST', `/api/admin/zarcodes/${verified.zarcode}/verify`, { token: actors.admin.token });
    expect(answer.status, answer.text).toBeLessThan(300);
    const { text } = await getPage(`/zarcodes/${verified.zarcode}`);
    expect(text).toContain('Verified location');
    expect(text).toContain('title="An administrator checked that this point is the place"');
  });

  it('links the plate, sticker and label PDFs, which download without a script', async () => {
    for (const headers of [{}, { 'save-data': 'on' }] as Record<string, string>[]) {
      const { text } = await getPage(`/zarcodes/${publicCode}`, headers);
      expect(text).toContain('Print it');
      for (const format of ['plate', 'stickers', 'label']) {
        expect(text).toContain(`href="/api/print/${publicCode}?format=${format}" download="ZARcode-${publicCode}-${format}.pdf"`);
      }
    }
    const pdf = await app.request('GET', `/api/print/${publicCode}?format=plate`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
  });

  it('never puts the access details in the page, for a visitor, a delivery link or the owner\'s browser', async () => {
    const saved = await app.request('PUT', `/api/zarcodes/${publicCode}/access`, {
      token: actors.owner.token,
      body: { gateCode: 'GATE-4471', driverNote: 'Ring twice at the blue gate' },
    });
    expect(saved.status, saved.text).toBe(200);
    const link = await app.request('POST', `/api/zarcodes/${publicCode}/access/links`, { token: actors.owner.token, body: { recipientName: 'Sipho' } });
    expect(link.status, link.text).toBe(201);
    const secret = link.body.secret as string;
    for (const [pagePath, headers] of [
      [`/zarcodes/${publicCode}`, {}],
      [`/${publicCode}?k=${encodeURIComponent(secret)}`, {}],
      [`/zarcodes/${publicCode}?k=${encodeURIComponent(secret)}`, { cookie: 'signed_in=1' }],
    ] as const) {
      const answer = await getPage(pagePath, headers);
      expect(answer.status, pagePath).toBe(200);
      expect(answer.text).not.toContain('GATE-4471');
      expect(answer.text).not.toContain('Ring twice');
      // The card's frame only, hidden, for the script to fill from the API.
      expect(answer.text).toMatch(/<section[^>]*data-access-slot hidden>/);
      expect(JSON.stringify(pageData(answer.text))).not.toContain('GATE-4471');
    }
    // The API the script calls answers the link's holder and the owner, and no one else.
    const byLink = await app.request('GET', `/api/zarcodes/${publicCode}/access`, { headers: { 'x-access-key': secret } });
    expect(byLink.status).toBe(200);
    expect(byLink.body.details.gateCode).toBe('GATE-4471');
    expect((await app.request('GET', `/api/zarcodes/${publicCode}/access`, { token: actors.owner.token })).body.via).toBe('owner');
    expect((await app.request('GET', `/api/zarcodes/${publicCode}/access`)).status).toBe(404);
    expect((await app.request('GET', `/api/zarcodes/${publicCode}/access`, { token: actors.other.token })).status).toBe(404);
  });

  it('says above the page, in the same words for a wrong, revoked or expired key, that a delivery link no longer works', async () => {
    const make = async (recipientName: string) => {
      const made = await app.request('POST', `/api/zarcodes/${publicCode}/access/links`, { token: actors.owner.token, body: { recipientName } });
      expect(made.status, made.text).toBe(201);
      return made.body as { link: { id: string }; secret: string };
    };
    const live = await make('Live courier');
    const revoked = await make('Revoked courier');
    await app.request('DELETE', `/api/zarcodes/${publicCode}/access/links/${revoked.link.id}`, { token: actors.owner.token });
    const expired = await make('Expired courier');
    await app.deps.db.update(accessLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accessLinks.id, expired.link.id));
    const notice = (html: string) => /<div class="dead-link-notice" data-dead-link>[\s\S]*?<\/div>/.exec(html)?.[0] ?? null;

    const notices = new Set<string | null>();
    for (const key of ['not-a-key-of-any-link', revoked.secret, expired.secret]) {
      for (const [pagePath, headers] of [
        [`/${publicCode}?k=${encodeURIComponent(key)}`, {}],
        [`/zarcodes/${publicCode}?k=${encodeURIComponent(key)}`, { cookie: 'signed_in=1' }],
        [`/${publicCode}?k=${encodeURIComponent(key)}`, { 'save-data': 'on' }],
      ] as const) {
        const { status, text } = await getPage(pagePath, headers);
        expect(status, pagePath).toBe(200);
        const shown = notice(text);
        expect(shown, pagePath).toContain('This delivery link no longer works');
        expect(shown).toContain('It has expired or was withdrawn');
        expect(shown).toContain('The person who sent it can make you a new one.');
        // Above the public information, which is all still there.
        expect(text.indexOf('data-dead-link')).toBeLessThan(text.indexOf('id="code-heading"'));
        expect(text).toContain('12 NY 5, Gugulethu');
        notices.add(shown);
      }
    }
    expect(notices.size).toBe(1);
    // In the page's language too.
    expect(notice((await getPage(`/${publicCode}?k=not-a-key&lang=af`)).text)).toContain('Hierdie afleweringskakel werk nie meer nie');
    // A live key, and no key at all, say nothing of the kind.
    for (const pagePath of [`/${publicCode}?k=${encodeURIComponent(live.secret)}`, `/${publicCode}`, `/${publicCode}?k=`]) {
      expect((await getPage(pagePath)).text, pagePath).not.toContain('data-dead-link');
    }
  });

  it('leaves the access details card out of a page served without a script (Save-Data)', async () => {
    const { text } = await getPage(`/zarcodes/${publicCode}`, { 'save-data': 'on' });
    expect(text).not.toContain('data-access-slot');
  });
});
