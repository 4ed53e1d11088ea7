import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PUBLIC_PAGES } from '../../src/domain/site/pages';
import { adminToken, registerWithBundle, signInViaApi, takeOver } from '../helpers/e2e';

// The public pages a visitor meets first: the landing page's anchors and contact form, the audience
// pages and support, at phone and desktop widths (their accessibility is in sweep.spec.ts, with every page's).
// (The hero search's journeys are in search.spec.ts; the offer banner, the price card and analytics,
// which change what every visitor sees, run on a server of their own in landing-offers.spec.ts.)

const WIDTHS = [360, 1280] as const;

/** The unread messages the admins have under `subject` (other tests send messages too). */
async function unreadMessagesAbout(request: APIRequestContext, subject: string): Promise<number> {
  const answer = await request.get(`/api/admin/messages?status=unread&search=${encodeURIComponent(subject)}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(answer.status()).toBe(200);
  const { messages } = (await answer.json()) as { messages: { subject: string }[] };
  return messages.filter((message) => message.subject === subject).length;
}

async function sendContactMessage(page: Page, message: { subject: string; text: string }) {
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Subject').fill(message.subject);
  await form.getByLabel('Message').fill(message.text);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message Sent!')).toBeVisible();
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the header anchors scroll to each section of the landing page', async ({ page }) => {
      await page.goto('/');
      const sections = page.getByRole('navigation', { name: 'Sections' }).filter({ visible: true });
      for (const [link, heading] of [
        ['Pricing', 'Simple, once-off pricing'],
        ['Contact', 'Get in touch'],
        ['How it works', 'How it works'],
        ['Why ZARcodes', 'Why ZARcodes?'],
      ] as const) {
        await sections.getByRole('link', { name: link }).click();
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeInViewport();
      }
      await expect(page).toHaveURL(/#why-zarcodes$/);
    });
  });
}

test.describe('messages to support', () => {
  test("a visitor's message from the landing page reaches the admins' messages", async ({ page, request }) => {
    const subject = `Codes for my stall ${Date.now()}`;
    await page.goto('/#contact');
    await takeOver(page);
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();

    await form.getByLabel('Name').fill('Lerato Mokoena');
    await form.getByLabel('Email').fill('lerato@example.com');
    await sendContactMessage(page, { subject, text: 'Can I make a code for a market stall?' });

    await expect.poll(() => unreadMessagesAbout(request, subject)).toBe(1);
    await expect(form.getByLabel('Message')).toHaveValue('');
  });

  test('support fills in a signed-in user and the subject of the link that led there', async ({ page, request }) => {
    const user = await registerWithBundle(request, 'starter', { firstName: 'Pieter', lastName: 'van Wyk' });
    await signInViaApi(page, user);
    const subject = `Farm gates ${Date.now()}`;

    await page.goto('/support?subject=Farm');
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
    await page.getByText('Can I move my code to another place?').click();
    await expect(page.getByText(/you have 24 hours to move the point/)).toBeVisible();

    // The form is fetched when its place nears the screen.
    await page.getByRole('heading', { name: 'Contact support' }).scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Contact us' });
    await expect(form.getByLabel('Name')).toHaveValue('Pieter van Wyk');
    await expect(form.getByLabel('Email')).toHaveValue(user.email);
    await expect(form.getByLabel('Subject')).toHaveValue('Farm');
    await sendContactMessage(page, { subject, text: 'Three gates need codes.' });
    await expect.poll(() => unreadMessagesAbout(request, subject)).toBe(1);
  });
});

test('the public pages arrive rendered by the server: readable without scripts, then taken over by the app without an error', async ({ browser, page }) => {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const plain = await withoutScripts.newPage();
  for (const { path } of Object.values(PUBLIC_PAGES)) {
    await plain.goto(path);
    await expect(plain.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // With the API's answers in them: the landing page's price card and the township page's price.
  await plain.goto('/');
  await expect(plain.getByRole('link', { name: /^Buy 5 \w+ for R\d+\.\d\d$/ })).toBeVisible();
  await plain.goto('/township');
  await expect(plain.getByText(/R\d+\.\d\d per ZARcode, once-off/).first()).toBeVisible();
  await withoutScripts.close();

  // The app is not fetched with the page but at the visitor's first sign of being there (a pointer here).
  // A page taken over with other markup than the server's is rendered again by the browser, with an error in the console.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  for (const { path } of Object.values(PUBLIC_PAGES)) {
    scripts.length = 0;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const app = await appScriptOf(page);
    expect(scripts, path).not.toContain(app);
    await takeOver(page);
    expect(scripts, path).toContain(app);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});

/** The app's script, which a page rendered by the server names for its loader (web/load-app.ts). */
async function appScriptOf(page: Page): Promise<string> {
  return (JSON.parse((await page.locator('#app-entry').textContent()) ?? '{}') as { script: string }).script;
}

test('on a phone, what is typed in the township e-mail box before the app has come is kept, and leads to registration', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  // The app is held back until the visitor has typed, as on slow mobile data.
  let releaseApp = () => {};
  const typed = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/township');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('even where the street has no name');
  await expect(page.getByText(/R\d+\.\d\d per ZARcode, once-off/).first()).toBeVisible();
  await expect(page.getByText('within 4 hours')).toBeVisible();

  const box = page.getByLabel('Your e-mail address');
  await box.tap();
  await box.pressSequentially('thabo@example.com');
  // Signing up waits for the app.
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  releaseApp();
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  await expect(box).toHaveValue('thabo@example.com');
  await page.getByRole('button', { name: 'Sign up' }).tap();

  await expect(page).toHaveURL('/register?email=thabo%40example.com');
  await expect(page.getByLabel('Email')).toHaveValue('thabo@example.com');
  await context.close();
});

test('farmers are told e-mail is answered within 24 hours; the footer leads to the terms', async ({ page }) => {
  await page.goto('/farmers');
  await expect(page.getByText('within 24 hours')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText('Last updated: August 1, 2025')).toBeVisible();
  await expect(page.getByRole('heading', { name: '3. Credits and bundles' })).toBeVisible();
  await expect(page).toHaveTitle('Terms of Service · ZARcode');
});
