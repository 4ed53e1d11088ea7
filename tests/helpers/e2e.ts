import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './e2e-env';

export interface E2eUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let counter = 0;

/**
 * Each user the tests make through the API arrives from an address of its own (the e2e server trusts
 * one proxy hop), as real users would: the per-IP limits on registration and sign-in then count the
 * browser's own attempts, not the suite's set-up.
 */
export function asNewClient(): Record<string, string> {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return { 'x-forwarded-for': `10.${byte()}.${byte()}.${byte()}` };
}

/** A new user's details, unique across the run. */
export function newUserDetails(overrides: Partial<E2eUser> = {}): E2eUser {
  counter += 1;
  return {
    email: `e2e-${Date.now()}-${process.pid}-${counter}@example.com`,
    password: 'secret123',
    firstName: 'Sipho',
    lastName: 'Dlamini',
    ...overrides,
  };
}

/**
 * A public page the server rendered first fetches the app at the visitor's first sign of being there
 * (web/load-app.ts): a pointer moving over it does, as a visitor's would. Waits until the app has taken
 * the page over (the language menu, disabled until then, answers).
 */
export async function takeOver(page: Page): Promise<void> {
  await page.mouse.move(3, 3);
  await page.mouse.move(2, 2);
  await expect(page.locator('select[aria-label]').first()).toBeEnabled();
}

/** Registers through the API (the browser journey of registering is its own test). */
export async function registerViaApi(request: APIRequestContext, overrides: Partial<E2eUser> = {}) {
  const user = newUserDetails(overrides);
  const response = await request.post('/api/auth/register', {
    data: { ...user, confirmPassword: user.password },
    headers: asNewClient(),
  });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

/** Puts a session in the page's storage before its scripts run, as the login page leaves it. */
async function handSessionToPage(page: Page, token: string, user: unknown, origin: string) {
  // The cookie the app sets beside a stored session: the server then leaves its signed-out rendering out.
  await page.context().addCookies([{ name: 'signed_in', value: '1', url: origin }]);
  await page.addInitScript(
    ([t, u]) => {
      if (!window.localStorage.getItem('auth_token')) {
        window.localStorage.setItem('auth_token', t as string);
        window.localStorage.setItem('auth_user', u as string);
        window.localStorage.setItem('last_activity', String(Date.now()));
      }
    },
    [token, JSON.stringify(user)],
  );
}

/** Signs in through the API and hands the session to the page, as the login page would. */
export async function signInViaApi(page: Page, user: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/login', {
    data: { email: user.email, password: user.password, rememberMe: false },
    headers: asNewClient(),
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token, user: sessionUser } = await response.json();
  await handSessionToPage(page, token, sessionUser, new URL(response.url()).origin);
  return { token, user: sessionUser };
}

/**
 * Hands the page the session of a token already held (the admin's, signed in once per worker), so
 * tests do not spend the account's sign-in limit.
 */
export async function signInWithToken(page: Page, request: APIRequestContext, token: string) {
  const response = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  await handSessionToPage(page, token, (await response.json()).user, new URL(response.url()).origin);
}

/** The page signed in as the e2e super admin. */
export async function signInAsAdmin(page: Page, request: APIRequestContext) {
  await signInWithToken(page, request, await adminToken(request));
}

/** The newest e-mail to `to` that the server (the shared one unless its DATA_DIR is given) wrote to its outbox. */
export async function latestMailTo(to: string, dataDir = E2E_DATA_DIR): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  let found: string | undefined;
  await expect
    .poll(() => {
      let files: string[] = [];
      try {
        files = readdirSync(outbox).sort();
      } catch {
        return false;
      }
      const mails = files.map((f) => readFileSync(path.join(outbox, f), 'utf8'));
      found = mails.reverse().find((raw) => raw.includes(`To: ${to}`));
      return Boolean(found);
    }, { message: `an e-mail to ${to} in the outbox` })
    .toBe(true);
  return found!;
}

/** The link in a plain-text mail, with quoted-printable line breaks undone. */
export function linkIn(raw: string, pathPart: string): string {
  const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(`https?://\\S*${pathPart}\\S*`).exec(body);
  if (!match) throw new Error(`No ${pathPart} link in mail:\n${raw}`);
  return match[0];
}

let adminTokenOfWorker: Promise<string> | undefined;

/**
 * The e2e super admin's token, signed in once per test worker: signing in for every test would meet
 * the per-account sign-in limit, as it should.
 */
export function adminToken(request: APIRequestContext): Promise<string> {
  adminTokenOfWorker ??= (async () => {
    const { E2E_ADMIN } = await import('./e2e-env');
    const response = await request.post('/api/auth/login', { data: E2E_ADMIN, headers: asNewClient() });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()).token as string;
  })();
  return adminTokenOfWorker;
}

/** Registers a user and has the admin give them a bundle of codes (starter: 5). */
export async function registerWithBundle(
  request: APIRequestContext,
  bundleType: 'starter' | 'professional' | 'enterprise' = 'starter',
  overrides: Partial<E2eUser> = {},
) {
  const user = await registerViaApi(request, overrides);
  const login = await request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
    headers: asNewClient(),
  });
  const { token, user: sessionUser } = await login.json();
  const granted = await request.post(`/api/admin/users/${sessionUser.id}/bundles`, {
    data: { bundleType },
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(granted.status(), await granted.text()).toBe(201);
  return { ...user, id: sessionUser.id as string, token: token as string };
}

/** A complete create-code form, as the generator sends it. */
export const CODE_FORM = {
  title: 'Blue gate next to the spaza shop',
  description: 'Ring the bell twice',
  latitude: -33.9249,
  longitude: 18.4241,
  addressLine1: '12 Long Street',
  suburb: 'City Centre',
  city: 'Cape Town',
  province: 'Western Cape',
  privacy: 'public',
  termsConfirmed: true,
};

/** Creates a code through the API with a bundle credit (the user needs a bundle). */
export async function createCodeViaApi(
  request: APIRequestContext,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<{ zarcode: string; id: string; title: string }> {
  const response = await request.post('/api/zarcodes', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...CODE_FORM, useBundle: true, ...overrides },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/**
 * Opens /payment for a code as the generator leaves it (its journey is in payments.spec.ts): the
 * checked form kept in local storage for the signed-in user, no payment started for it yet.
 */
export async function openPaymentForCode(page: Page, overrides: Record<string, unknown> = {}) {
  await page.goto('/payment');
  await page.evaluate((form) => {
    const ownerId = (JSON.parse(localStorage.getItem('auth_user') ?? '{}') as { id?: string }).id;
    localStorage.setItem('pendingZarcode', JSON.stringify({ form, ownerId, savedAt: Date.now(), paymentId: null }));
  }, { ...CODE_FORM, useBundle: false, ...overrides });
  await page.reload();
}

/** Buys a code through the API in mock mode (create, then complete as the mock gateway does). */
export async function buyCodeViaApi(
  request: APIRequestContext,
  token: string,
  options: { voucherCode?: string; title?: string } = {},
): Promise<{ paymentId: string; amount: string }> {
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/payments/create', {
    headers,
    data: { product: 'zarcode', codeForm: { ...CODE_FORM, title: options.title ?? CODE_FORM.title }, voucherCode: options.voucherCode },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { paymentId, amount } = await created.json();
  const completed = await request.post(`/api/payments/${paymentId}/complete`, { headers, data: {} });
  expect(completed.status(), await completed.text()).toBe(200);
  return { paymentId, amount };
}

/** Three letters for a creator's prefix that no other test of the run uses: a prefix must be unique. */
export function uniquePrefix(): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  let n = Date.now() + process.pid;
  let prefix = '';
  for (let i = 0; i < 3; i++) {
    prefix += letters[n % letters.length];
    n = Math.floor(n / letters.length);
  }
  return prefix;
}
