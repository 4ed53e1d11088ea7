import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations, type Impact } from '../helpers/axe';
import { adminToken, asNewClient, CODE_FORM, createCodeViaApi, registerViaApi, registerWithBundle, signInViaApi, signInWithToken, uniquePrefix } from '../helpers/e2e';

/*
 * Every page of the web app's two route tables, visited as each role that may see it, at 1280 px and
 * at 360 px in English, and at 360 px in isiZulu. The records they show hold the longest texts people
 * can type, with no space to break at (a pasted link, a run-together name). A page fails the sweep on
 * an accessibility fault axe-core rates serious or critical (any fault at all on the pages visitors
 * meet), an error in the console, or a page wider than the phone's screen. Each role's pages are
 * listed below; a check at the top keeps the list whole.
 */

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 760 };

/** `length` characters with no space: what a pasted link or a run-together name looks like. */
function unbroken(length: number): string {
  return 'https://maps.example.co.za/Sizwe-Nkosi-Mahlangu-Road/'.concat('Emkhondweni'.repeat(40)).slice(0, length);
}

/** A record of every kind a page lists, each text at its longest, made once per test worker. */
interface World {
  owner: { email: string; password: string; token: string; id: string };
  code: string;
  deliveryKey: string;
  openRequestToken: string;
  answeredRequestToken: string;
  /** A delivery run of the owner's, of their code and the creator's, and its read-only link's token. */
  runId: string;
  runLinkToken: string;
  creator: { email: string; password: string; slug: string; code: string };
  newUser: { email: string; password: string };
  /** An admin who is not a super admin, made by the super admin. */
  admin: { email: string; password: string };
}

let worldOfWorker: Promise<World> | undefined;

function world(request: APIRequestContext): Promise<World> {
  worldOfWorker ??= makeWorld(request);
  return worldOfWorker;
}

async function call(request: APIRequestContext, method: string, path: string, token: string | null, data?: unknown) {
  const response = await request.fetch(path, {
    method,
    data,
    headers: { ...asNewClient(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

async function makeWorld(request: APIRequestContext): Promise<World> {
  const owner = await registerWithBundle(request, 'starter', { firstName: unbroken(100), lastName: unbroken(100) });
  const { zarcode: code } = await createCodeViaApi(request, owner.token, {
    title: unbroken(200),
    description: unbroken(300),
    addressLine1: unbroken(200),
    addressLine2: unbroken(200),
    suburb: unbroken(100),
    city: unbroken(100),
  });
  await call(request, 'PUT', `/api/zarcodes/${code}/access`, owner.token, {
    unitFloor: unbroken(150),
    gateCode: unbroken(150),
    entrance: unbroken(150),
    openingHours: unbroken(150),
    landmark: unbroken(150),
    driverNote: unbroken(250),
  });
  const link = await call(request, 'POST', `/api/zarcodes/${code}/access/links`, owner.token, { recipientName: unbroken(80) });
  await call(request, 'POST', `/api/zarcodes/${code}/request-change`, owner.token, { reason: unbroken(300) });

  const openRequest = await call(request, 'POST', '/api/location-requests', owner.token, { note: unbroken(280) });
  const answeredRequest = await call(request, 'POST', '/api/location-requests', owner.token, { note: unbroken(280) });
  await call(request, 'POST', `/api/r/${answeredRequest.token}/answer`, null, {
    source: 'device',
    latitude: -29.8587,
    longitude: 31.0218,
    accuracyMeters: 12,
    note: unbroken(280),
  });
  await call(request, 'POST', '/api/contact', null, {
    name: unbroken(120),
    email: owner.email,
    subject: unbroken(200),
    message: unbroken(300),
  });

  const creatorUser = await registerViaApi(request, { firstName: unbroken(100), lastName: 'Mokoena' });
  const creatorLogin = await call(request, 'POST', '/api/auth/login', null, { email: creatorUser.email, password: creatorUser.password });
  const creator = await call(request, 'POST', '/api/creators', await adminToken(request), {
    userId: creatorLogin.user.id,
    displayName: unbroken(100),
    uniquePrefix: uniquePrefix(),
    website: `https://${unbroken(250).replace(/[^a-z0-9]/gi, '')}.co.za`,
  });
  const creatorCode = await call(request, 'POST', '/api/zarcodes/creator', creatorLogin.token, {
    ...CODE_FORM,
    title: unbroken(200),
    description: unbroken(300),
    useBundle: false,
  });

  const run = await call(request, 'POST', '/api/runs', owner.token, { name: unbroken(80), codes: [code, creatorCode.zarcode] });
  const runLink = await call(request, 'POST', `/api/runs/${run.run.id}/share`, owner.token);

  const newUser = await registerViaApi(request);
  const admin = { email: `sweep-admin-${Date.now()}-${test.info().parallelIndex}@example.com`, password: 'admin-secret-3' };
  await call(request, 'POST', '/api/admin/users', await adminToken(request), {
    ...admin,
    firstName: unbroken(100),
    lastName: 'Dlamini',
    role: 'admin',
  });
  return {
    owner,
    code,
    deliveryKey: new URL(link.url).searchParams.get('k')!,
    openRequestToken: openRequest.token,
    answeredRequestToken: answeredRequest.token,
    runId: run.run.id,
    runLinkToken: new URL(runLink.url).pathname.split('/').pop()!,
    creator: { ...creatorUser, slug: creator.slug, code: creatorCode.zarcode },
    newUser,
    admin,
  };
}

/** A page to visit: its path, and the route pattern of the route tables it stands for. */
interface Visit {
  route: string;
  path: string;
  /** The page answers a refusal the API makes on purpose (a dead link): the browser logs the failed call. */
  refused?: boolean;
}

const visit = (route: string, path = route, options: Omit<Visit, 'route' | 'path'> = {}): Visit => ({ route, path, ...options });

/**
 * The pages everyone may open whose content depends on who looks (a link's answer, a code's access
 * details, what a missing address offers): visited signed out and signed in.
 */
function sharedVisits(w: World): Visit[] {
  return [
    visit('/address-not-found', `/address-not-found?address=${unbroken(150)}`),
    visit('/r/:token', `/r/${w.openRequestToken}`),
    visit('/r/:token', `/r/${w.answeredRequestToken}`),
    visit('/zarcodes/:code', `/zarcodes/${w.code}`),
    visit('/:segment', `/${w.code}`),
    visit('/:segment', `/${w.creator.slug}`),
    visit('/runs'),
    visit('/runs/link/:token', `/runs/link/${w.runLinkToken}`),
  ];
}

/** The public pages that read the same to everyone (signed in, only the header differs, seen on every other page). */
const PUBLIC_PAGES = ['/township', '/farmers', '/terms-of-service', '/privacy-policy', '/support', '/creators'];

type Role = 'visitor' | 'new user' | 'user with codes' | 'creator' | 'admin' | 'super admin';

/** The admin area's pages an admin may open; a super admin also opens e-mail, settings and the audit log. */
const ADMIN_PAGES = (w: World) => [
  visit('/a'),
  visit('/a/users'),
  visit('/a/users/:id', `/a/users/${w.owner.id}`),
  visit('/a/zarcodes'),
  visit('/a/pricing'),
  visit('/a/vouchers'),
  visit('/a/messages'),
  visit('/a/channels'),
  visit('/a/payments'),
  visit('/a/expenses'),
  visit('/a/csv-export'),
  visit('/a/change-requests'),
  visit('/a/creators'),
  visit('/a/maps-content'),
];

const visitsOf: Record<Role, (w: World) => Visit[]> = {
  visitor: (w) => [
    visit('/'),
    visit('/login'),
    visit('/register'),
    visit('/forgot-password'),
    visit('/reset-password', '/reset-password?token=not-a-real-token'),
    ...PUBLIC_PAGES.map((path) => visit(path)),
    ...sharedVisits(w),
    visit('/:slug/:code', `/${w.creator.slug}/${w.creator.code}`),
    // A courier with a delivery link, and with one that no longer opens anything.
    visit('/:segment', `/${w.code}?k=${w.deliveryKey}`),
    visit('/:segment', `/${w.code}?k=not-a-live-key-0000000000`, { refused: true }),
  ],
  'new user': () => [
    visit('/dashboard'),
    visit('/home'),
    visit('/generator'),
    visit('/my-codes'),
    visit('/payments'),
    visit('/payment'),
    visit('/requests'),
    visit('/developers'),
    visit('/profile'),
    visit('/settings'),
    visit('/profile/security'),
  ],
  'user with codes': (w) => [
    visit('/dashboard'),
    visit('/my-codes'),
    visit('/payments'),
    visit('/payment', '/payment?bundle=starter'),
    visit('/payment/success'),
    visit('/payment/cancel'),
    visit('/requests'),
    visit('/profile'),
    visit('/zarcodes/:code/edit', `/zarcodes/${w.code}/edit`),
    visit('/zarcodes/:code/access', `/zarcodes/${w.code}/access`),
    visit('/runs/:id', `/runs/${w.runId}`),
    ...sharedVisits(w),
    // The page asks for the code's access details, and is refused them: the code is not theirs.
    visit('/:slug/:code', `/${w.creator.slug}/${w.creator.code}`, { refused: true }),
  ],
  creator: (w) => [
    visit('/creator-dashboard'),
    visit('/creator-generator'),
    visit('/creator/edit-zarcode/:code', `/creator/edit-zarcode/${w.creator.code}`),
    visit('/settings'),
  ],
  // What a plain admin may do differs (no admins to edit, no super admin's settings) on the same pages.
  admin: (w) => ADMIN_PAGES(w),
  'super admin': (w) => [
    ...ADMIN_PAGES(w),
    visit('/a/email'),
    visit('/a/settings'),
    visit('/a/audit'),
    visit('/payment/mock-payfast'),
    visit('/payment/payfast-test'),
  ],
};

/** A world of placeholders, to count and name the pages before the real one is made. */
const placeholderUser = { email: 'x', password: 'x', token: 'x', id: 'x' };
const placeholderWorld: World = {
  owner: placeholderUser,
  code: 'x',
  deliveryKey: 'x',
  openRequestToken: 'x',
  answeredRequestToken: 'x',
  runId: 'x',
  runLinkToken: 'x',
  creator: { ...placeholderUser, slug: 'x', code: 'x' },
  newUser: placeholderUser,
  admin: placeholderUser,
};

/** Routes of the tables that are redirects, not pages. */
const REDIRECTS = new Set(['/zarcodes', '/admin', '/admin/*', '*', '/a/*', '/:code']);

test('the sweep visits every page of both route tables', () => {
  const tables = ['src/web/routes.tsx', 'src/web/signed-in-routes.tsx'].map((file) => readFileSync(file, 'utf8')).join('\n');
  const routes = new Set<string>();
  for (const [, quoted, templated] of tables.matchAll(/path=(?:"([^"]+)"|\{`([^`]+)`\})/g)) {
    const route = (quoted ?? templated!).replace('${CODES_SEGMENT}', 'zarcodes').replace('${CREATOR_EDIT_SEGMENT}', 'edit-zarcode');
    routes.add(route.startsWith('/') ? route : `/a/${route}`);
  }
  routes.add('/a');
  const visited = new Set(Object.values(visitsOf).flatMap((visits) => visits(placeholderWorld).map((v) => v.route)));
  const redirectsOnly = ['/login', '/register', '/forgot-password', '/reset-password', '/'];
  const missing = [...routes].filter((route) => !visited.has(route) && !REDIRECTS.has(route) && !redirectsOnly.includes(route));
  expect(missing).toEqual([]);
});

/** What went wrong on one page, in words a failure report can show. */
type Problems = string[];

/** Requests a page has made and not yet had answered, kept so that a page that never goes quiet can say why. */
const inFlight = new WeakMap<Page, Set<string>>();

function trackRequests(page: Page): void {
  const open = new Set<string>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request.url()));
  page.on('requestfinished', (request) => open.delete(request.url()));
  page.on('requestfailed', (request) => open.delete(request.url()));
}

/**
 * Waits for the page to finish loading: no request for half a second, no spinner or skeleton left. A
 * page still calling the network after ten seconds is itself a fault on prepaid data.
 */
async function settle(page: Page, label: string, problems: Problems): Promise<void> {
  try {
    await page.waitForLoadState('networkidle', { timeout: 10_000 });
  } catch {
    problems.push(`${label}: still loading after 10 s: ${[...(inFlight.get(page) ?? [])].join(', ')}`);
  }
  await expect(page.locator('[role="status"]:has(svg.animate-spin), .animate-pulse')).toHaveCount(0, { timeout: 15_000 });
}

/** How far the page reaches past the screen's width, and the elements that reach out that far. */
async function overflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    const culprits: string[] = [];
    // The deepest elements past the edge, leaving out what a clipping or scrolling box holds in.
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const past = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > width + 1 && !clipped(element));
    for (const element of past) {
      if (past.some((other) => other !== element && element.contains(other))) continue;
      const name = `${element.tagName.toLowerCase()}${element.getAttribute('class') ? `.${element.getAttribute('class')!.split(' ').slice(0, 4).join('.')}` : ''}`;
      culprits.push(`${name} (${Math.round(element.getBoundingClientRect().right)} px)`);
    }
    return `${document.documentElement.scrollWidth} px wide at ${width} px: ${culprits.slice(0, 4).join(', ')}`;
  });
}

/**
 * The rules whose outcome a language changes: names that must hold what a button or link shows. The
 * rest (contrast, structure, roles) is the same in every language and is checked in English.
 */
const WORDING_RULES = ['label-content-name-mismatch', 'button-name', 'link-name', 'label', 'select-name', 'document-title'];

async function check(page: Page, label: string, least: Impact, errors: string[], problems: Problems, rules?: string[]): Promise<void> {
  await settle(page, label, problems);
  const wide = await overflow(page);
  if (wide) problems.push(`${label}: ${wide}`);
  for (const violation of await axeViolations(page, least, rules)) problems.push(`${label}: ${violation}`);
  const shots = process.env.SWEEP_SCREENSHOTS;
  if (shots) await page.screenshot({ path: `${shots}/${label.replace(/[^a-zA-Z0-9]+/g, '-').slice(0, 120)}.png` });
  for (const error of errors.splice(0)) problems.push(`${label}: console: ${error}`);
}

function collectErrors(page: Page, refused: () => boolean): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (refused() && /Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
    errors.push(text);
  });
  return errors;
}

type Language = 'en' | 'zu';

/** Pages per test: each test stays well within its time on a busy machine, and the two workers share the pages. */
const PAGES_PER_TEST = 8;

/**
 * Visits pages of a role in one language: English at 1280 px, then narrowed to 360 px; isiZulu at
 * 360 px. Each page's problems are reported on their own (a soft assertion), so one run lists them all.
 */
async function sweep(browser: Browser, request: APIRequestContext, role: Role, language: Language, part: number): Promise<void> {
  const w = await world(request);
  const least: Impact = role === 'visitor' ? 'minor' : 'serious';
  const context: BrowserContext = await browser.newContext({ viewport: language === 'en' ? WIDE : PHONE });
  await context.addCookies([{ name: 'lang', value: language, url: test.info().project.use.baseURL! }]);
  const page = await context.newPage();
  let current: Visit | undefined;
  const errors = collectErrors(page, () => current?.refused === true);
  trackRequests(page);
  if (role === 'new user') await signInViaApi(page, w.newUser);
  if (role === 'user with codes') await signInViaApi(page, w.owner);
  if (role === 'creator') await signInViaApi(page, w.creator);
  if (role === 'admin') await signInViaApi(page, w.admin);
  if (role === 'super admin') await signInWithToken(page, request, await adminToken(request));
  for (const v of visitsOf[role](w).slice(part * PAGES_PER_TEST, (part + 1) * PAGES_PER_TEST)) {
    current = v;
    const problems: Problems = [];
    await page.goto(v.path);
    // A page the server rendered first fetches the app at the visitor's first move (web/load-app.ts):
    // the sweep checks it as the visitor then meets it, taken over.
    await page.mouse.move(3, 3);
    await page.mouse.move(2, 2);
    if (language === 'en') {
      await check(page, `${v.path} at 1280 px`, least, errors, problems);
      await page.setViewportSize(PHONE);
      await check(page, `${v.path} at 360 px`, least, errors, problems);
      await page.setViewportSize(WIDE);
    } else {
      await check(page, `${v.path} at 360 px in isiZulu`, least, errors, problems, WORDING_RULES);
    }
    expect.soft(problems, v.path).toEqual([]);
  }
  await context.close();
}

/** The admin area is in English only: its pages are not visited in isiZulu. */
const ENGLISH_ONLY: Role[] = ['admin', 'super admin'];

for (const role of Object.keys(visitsOf) as Role[]) {
  const who = `${role === 'admin' ? 'an' : 'a'} ${role}`;
  const parts = Math.ceil(visitsOf[role](placeholderWorld).length / PAGES_PER_TEST);
  for (let part = 0; part < parts; part++) {
    const of = parts > 1 ? ` (part ${part + 1} of ${parts})` : '';
    test(`pages ${who} may see are accessible, fit a phone and log no error, in English${of}`, async ({ browser, request }) => {
      test.setTimeout(180_000);
      await sweep(browser, request, role, 'en', part);
    });
    if (ENGLISH_ONLY.includes(role)) continue;
    test(`pages ${who} may see are accessible and fit a phone in isiZulu${of}`, async ({ browser, request }) => {
      test.setTimeout(180_000);
      await sweep(browser, request, role, 'zu', part);
    });
  }
}
