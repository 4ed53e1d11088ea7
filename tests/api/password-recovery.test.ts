import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordResetTokens, sessions, users } from '../../src/server/db/schema';
import { createUser, newClientAddress, startTestApp, type TestApp, type TestUser } from '../helpers/app';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';
import { resetTokenFrom, startSmtpCatcher } from '../helpers/smtp';

// Password recovery with mail going through a real SMTP server (SMTP_URL set).

const PUBLIC_URL = 'https://zarcode.example.co.za';
const NEUTRAL = 'If an account exists for that email, a password reset link has been sent.';
const INVALID_LINK = 'This reset link is invalid or has expired. Please request a new one.';

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
const getApp = () => app;

beforeAll(async () => {
  smtp = await startSmtpCatcher({ refuse: /^bounce/ });
  app = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM: 'ZARcode <no-reply@zarcode.example.co.za>' });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

let emailCounter = 0;
const uniqueEmail = (name = 'person') => `${name}${++emailCounter}@example.com`;

/** Asks for a reset link and waits for the mail, which the server sends after answering. */
const forgot = async (email: unknown, from?: string) => {
  const answer = await app.request('POST', '/api/auth/forgot-password', { body: { email }, from });
  await app.deps.mail.settled();
  return answer;
};
const reset = (body: Record<string, unknown>, from?: string) =>
  app.request('POST', '/api/auth/reset-password', { body, from });
const login = (email: string, password: string) =>
  app.request('POST', '/api/auth/login', { body: { email, password }, from: newClientAddress() });
const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email));

/** Asks for a reset link for `user` and returns the token in the mail. */
async function resetTokenFor(user: TestUser): Promise<string> {
  const answer = await forgot(user.email, newClientAddress());
  expect(answer.status).toBe(200);
  const mails = mailsTo(user.email);
  expect(mails).toHaveLength(1);
  smtp.messages.length = 0;
  return resetTokenFrom(mails[0]!.raw);
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same neutral message for a known and an unknown e-mail', async () => {
    const person = await createUser(app);
    const known = await forgot(person.email);
    const unknown = await forgot(uniqueEmail('nobody'));

    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: NEUTRAL });
    expect(unknown.body).toEqual(known.body);
  });

  it('mails a reset link on the public address through the SMTP server', async () => {
    const person = await createUser(app, { firstName: 'Lerato' });
    await forgot(person.email);

    const [mail, ...more] = mailsTo(person.email);
    expect(more).toHaveLength(0);
    expect(mail!.raw).toMatch(/^Subject: Reset your ZARcode password/m);
    expect(mail!.raw).toMatch(/^From: ZARcode <no-reply@zarcode\.example\.co\.za>/m);
    expect(mail!.raw).toContain('Hello Lerato');
    const body = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain(`${PUBLIC_URL}/reset-password?token=`);
    expect(resetTokenFrom(mail!.raw)).toMatch(/^[\w-]{40,}$/);
  });

  it('answers without waiting for the mail server, so its time does not tell that the account exists', async () => {
    const person = await createUser(app);
    smtp.pause();
    try {
      const answer = await Promise.race([
        app.request('POST', '/api/auth/forgot-password', { body: { email: person.email } }),
        new Promise<never>((_resolve, reject) => {
          setTimeout(() => reject(new Error('The answer waited for the mail server')), 5000).unref();
        }),
      ]);
      expect(answer.body).toEqual({ message: NEUTRAL });
      expect(mailsTo(person.email)).toHaveLength(0);
    } finally {
      smtp.resume();
    }
    await app.deps.mail.settled();
    expect(mailsTo(person.email)).toHaveLength(1);
  });

  it('sends nothing for an unknown e-mail', async () => {
    await forgot(uniqueEmail('ghost'));
    expect(smtp.messages).toHaveLength(0);
  });

  it('sends nothing for a disabled account, and answers it the same', async () => {
    const disabled = await createUser(app, { isActive: false });
    const answer = await forgot(disabled.email);
    expect(answer.body).toEqual({ message: NEUTRAL });
    expect(smtp.messages).toHaveLength(0);
  });

  it('finds the account whatever the case of the e-mail, and writes to the stored address', async () => {
    const person = await createUser(app, { email: uniqueEmail('Naledi') });
    await forgot(`  ${person.email.toUpperCase()} `);
    expect(mailsTo(person.email)).toHaveLength(1);
  });

  it('answers the neutral message even when the mail server refuses the message', async () => {
    const person = await createUser(app, { email: uniqueEmail('bounce') });
    const answer = await forgot(person.email);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: NEUTRAL });
    expect(smtp.messages).toHaveLength(0);
  });

  it("refuses an e-mail that is not an address with 'Please enter a valid email address'", async () => {
    for (const email of ['', 'lerato', 'lerato@', 'lerato@example']) {
      expectMessage(await forgot(email), 400, 'Please enter a valid email address');
    }
  });

  it('answers 429 with a message after 5 requests for one e-mail, whichever addresses they come from', async () => {
    const person = await createUser(app);
    for (let i = 0; i < 5; i += 1) {
      expect((await forgot(person.email, newClientAddress())).status).toBe(200);
    }
    const limited = await forgot(person.email.toUpperCase(), newClientAddress());

    expectMessage(limited, 429);
    expect(limited.body.message).toMatch(/too many attempts/i);
    expect(mailsTo(person.email)).toHaveLength(5);
  });

  it('limits an unknown e-mail the same way, so the limit reveals nothing', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < 5; i += 1) {
      expect((await forgot(email, newClientAddress())).status).toBe(200);
    }
    expectMessage(await forgot(email, newClientAddress()), 429);
  });

  it('answers 429 with a message after 20 requests from one address, whatever the e-mails', async () => {
    const from = newClientAddress();
    for (let i = 0; i < 20; i += 1) {
      expect((await forgot(uniqueEmail('spray'), from)).status).toBe(200);
    }
    expectMessage(await forgot(uniqueEmail('spray'), from), 429);
    expect((await forgot(uniqueEmail('spray'), newClientAddress())).status).toBe(200);
  });

  itRejectsBadInput(getApp, {
    method: 'POST',
    path: '/api/auth/forgot-password',
    validBody: { email: 'bad-input@example.com' },
    requiredFields: { email: 'Please enter a valid email address' },
    textFields: ['email'],
    from: newClientAddress(),
  });
});

describe('POST /api/auth/reset-password', () => {
  it('recovers the account: mail, link, new password; the old password then fails and the new one works', async () => {
    const person = await createUser(app, { password: 'old-password' });
    const token = await resetTokenFor(person);

    const answer = await reset({ token, password: 'new-password', confirmPassword: 'new-password' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: expect.any(String) });

    const withOld = await login(person.email, 'old-password');
    expect(withOld.status).toBe(401);
    expect(withOld.body).toEqual({ message: 'Invalid credentials' });
    const withNew = await login(person.email, 'new-password');
    expect(withNew.status).toBe(200);
    expect(withNew.body.user.id).toBe(person.id);
  });

  it("signs out every session from before the reset: their tokens get 401 'Invalid token'", async () => {
    const person = await createUser(app);
    const phone = await login(person.email, person.password);
    const token = await resetTokenFor(person);
    await reset({ token, password: 'brand-new', confirmPassword: 'brand-new' });

    for (const [method, path] of [
      ['GET', '/api/auth/me'],
      ['POST', '/api/auth/refresh'],
    ] as const) {
      for (const signedIn of [person.token, phone.body.token]) {
        const answer = await app.request(method, path, { token: signedIn });
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ message: 'Invalid token' });
      }
    }
    expect(await app.deps.db.select().from(sessions).where(eq(sessions.userId, person.id))).toEqual([]);
  });

  it('accepts a reset link only once', async () => {
    const person = await createUser(app);
    const token = await resetTokenFor(person);
    expect((await reset({ token, password: 'first-new', confirmPassword: 'first-new' })).status).toBe(200);

    const again = await reset({ token, password: 'second-new', confirmPassword: 'second-new' });
    expectMessage(again, 400, INVALID_LINK);
    expect((await login(person.email, 'first-new')).status).toBe(200);
    expect((await login(person.email, 'second-new')).status).toBe(401);
  });

  it('voids the older links of the account once one is used', async () => {
    const person = await createUser(app);
    const older = await resetTokenFor(person);
    const newer = await resetTokenFor(person);
    expect(older).not.toBe(newer);

    expect((await reset({ token: newer, password: 'newer-pass', confirmPassword: 'newer-pass' })).status).toBe(200);
    expectMessage(await reset({ token: older, password: 'older-pass', confirmPassword: 'older-pass' }), 400, INVALID_LINK);
  });

  it('refuses an expired link', async () => {
    const person = await createUser(app, { password: 'kept-password' });
    const token = await resetTokenFor(person);
    await app.deps.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, person.id));

    expectMessage(await reset({ token, password: 'too-late', confirmPassword: 'too-late' }), 400, INVALID_LINK);
    expect((await login(person.email, 'kept-password')).status).toBe(200);
  });

  it('makes a link that lasts one hour', async () => {
    const person = await createUser(app);
    const before = Date.now();
    await resetTokenFor(person);
    const [row] = await app.deps.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, person.id));

    const hour = 60 * 60 * 1000;
    expect(row!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + hour - 1000);
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + hour + 1000);
  });

  it('stores only a hash of the token, never the token', async () => {
    const person = await createUser(app);
    const token = await resetTokenFor(person);
    const rows = await app.deps.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, person.id));

    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a token that was never sent', async () => {
    const answer = await reset({ token: 'made-up-token', password: 'whatever1', confirmPassword: 'whatever1' });
    expectMessage(answer, 400, INVALID_LINK);
  });

  it("refuses a password shorter than 6 characters with 'Password must be at least 6 characters', keeping the link", async () => {
    const person = await createUser(app);
    const token = await resetTokenFor(person);
    const answer = await reset({ token, password: 'abc12', confirmPassword: 'abc12' });
    expectMessage(answer, 400, 'Password must be at least 6 characters');

    expect((await reset({ token, password: 'abc123', confirmPassword: 'abc123' })).status).toBe(200);
  });

  it("refuses a confirmation that differs with \"Passwords don't match\", keeping the link", async () => {
    const person = await createUser(app);
    const token = await resetTokenFor(person);
    const answer = await reset({ token, password: 'matching1', confirmPassword: 'matching2' });
    expectMessage(answer, 400, "Passwords don't match");
    const [row] = await app.deps.db.select().from(users).where(eq(users.id, person.id));
    expect(row!.tokenVersion).toBe(0);

    expect((await reset({ token, password: 'matching1', confirmPassword: 'matching1' })).status).toBe(200);
  });

  it("refuses a confirmation shorter than 6 characters with 'Password confirmation is required'", async () => {
    const answer = await reset({ token: 'any-token', password: 'secret123', confirmPassword: 'abc' });
    expectMessage(answer, 400, 'Password confirmation is required');
  });

  it("refuses a blank token with 'Invalid Reset Link'", async () => {
    const answer = await reset({ token: '  ', password: 'secret123', confirmPassword: 'secret123' });
    expectMessage(answer, 400, 'Invalid Reset Link');
  });

  it('answers 429 with a message after 20 attempts from one address', async () => {
    const from = newClientAddress();
    for (let i = 0; i < 20; i += 1) {
      const answer = await reset({ token: `guess-${i}`, password: 'secret123', confirmPassword: 'secret123' }, from);
      expect(answer.status).toBe(400);
    }
    const limited = await reset({ token: 'guess', password: 'secret123', confirmPassword: 'secret123' }, from);
    expectMessage(limited, 429);
    expect(limited.body.message).toMatch(/too many attempts/i);
  });

  itRejectsBadInput(getApp, {
    method: 'POST',
    path: '/api/auth/reset-password',
    validBody: { token: 'some-token', password: 'secret123', confirmPassword: 'secret123' },
    requiredFields: {
      token: 'Invalid Reset Link',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Password confirmation is required',
    },
    textFields: ['token', 'password', 'confirmPassword'],
    from: newClientAddress(),
  });
});
