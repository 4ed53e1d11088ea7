import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminMessages, users } from '../../src/server/db/schema';
import { createUser, newClientAddress, useTestApp } from '../helpers/app';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';

const { app, actors } = useTestApp();
const getApp = () => app;

let subjectCounter = 0;
const contactMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Bongani Mthembu',
  email: 'Bongani@Example.com',
  subject: `Codes for my farm ${++subjectCounter}`,
  message: 'How do I make codes for the gates of my farm near Tzaneen?',
  ...overrides,
});
const sendContact = (body: unknown, options: { token?: string; from?: string } = {}) =>
  app.request('POST', '/api/contact', { body, token: options.token, from: options.from ?? newClientAddress() });
const storedMessage = async (subject: string) => {
  const rows = await app.deps.db.select().from(adminMessages).where(eq(adminMessages.subject, subject));
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

describe('POST /api/contact', () => {
  it('stores an anonymous message for the admins and answers 201', async () => {
    const body = contactMessage();
    const answer = await sendContact(body);

    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ message: expect.any(String) });
    expect(await storedMessage(body.subject)).toMatchObject({
      name: 'Bongani Mthembu',
      email: 'bongani@example.com',
      message: body.message,
      isRead: false,
      userId: null,
    });
  });

  it('links the message to the signed-in sender', async () => {
    for (const actor of [actors.owner, actors.admin]) {
      const body = contactMessage();
      const answer = await sendContact(body, { token: actor.token });
      expect(answer.status).toBe(201);
      expect((await storedMessage(body.subject)).userId).toBe(actor.id);
    }
  });

  it("answers 401 'Invalid token' to a bad token rather than sending it anonymously", async () => {
    const body = contactMessage();
    const answer = await sendContact(body, { token: 'garbage' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Invalid token' });
  });

  it('trims the fields before storing them', async () => {
    const body = contactMessage({ name: '  Bongani  ', message: '  Hello there  ' });
    await sendContact(body);
    expect(await storedMessage(body.subject)).toMatchObject({ name: 'Bongani', message: 'Hello there' });
  });

  it('refuses blank fields with the message naming what is required', async () => {
    const cases = [
      [{ name: '  ' }, 'Name is required'],
      [{ email: 'bongani' }, 'Please enter a valid email address'],
      [{ subject: '' }, 'Subject is required'],
      [{ message: '   ' }, 'Message is required'],
    ] as const;
    for (const [overrides, message] of cases) {
      expectMessage(await sendContact(contactMessage(overrides)), 400, message);
    }
  });

  it('refuses a name over 120, a subject over 200 and a message over 5000 characters with 400', async () => {
    const limits = { name: 120, subject: 200, message: 5000 } as const;
    for (const [field, max] of Object.entries(limits)) {
      expectMessage(await sendContact(contactMessage({ [field]: 'x'.repeat(max + 1) })), 400, `Must be at most ${max} characters`);
      const atTheLimit = contactMessage({ [field]: 'x'.repeat(max) });
      expect((await sendContact(atTheLimit)).status, field).toBe(201);
    }
  });

  it('answers a robot that fills the hidden honeypot field as usual, and drops its message', async () => {
    const before = await app.deps.db.select().from(adminMessages);
    const robot = contactMessage({ website: 'https://cheap-pills.example' });
    const answer = await sendContact(robot);

    expect(answer.status).toBe(201);
    expect(answer.body).toEqual((await sendContact(contactMessage())).body);
    expect(await app.deps.db.select().from(adminMessages).where(eq(adminMessages.subject, robot.subject))).toEqual([]);
    expect((await app.deps.db.select().from(adminMessages)).length).toBe(before.length + 1);
  });

  it('keeps a message whose honeypot is present but empty, as the web form sends it', async () => {
    const body = contactMessage({ website: '' });
    expect((await sendContact(body)).status).toBe(201);
    expect(await storedMessage(body.subject)).toMatchObject({ name: 'Bongani Mthembu' });
  });

  it('counts honeypot messages against the rate limit too', async () => {
    const from = newClientAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await sendContact(contactMessage({ website: 'x' }), { from })).status).toBe(201);
    }
    expectMessage(await sendContact(contactMessage(), { from }), 429);
  });

  it('answers 429 with a message after 10 messages from one address in an hour', async () => {
    const from = newClientAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await sendContact(contactMessage(), { from })).status).toBe(201);
    }
    const limited = await sendContact(contactMessage(), { from });
    expectMessage(limited, 429);
    expect(limited.body.message).toMatch(/try again/i);
  });

  itRejectsBadInput(getApp, {
    method: 'POST',
    path: '/api/contact',
    validBody: contactMessage(),
    requiredFields: {
      name: 'Name is required',
      email: 'Please enter a valid email address',
      subject: 'Subject is required',
      message: 'Message is required',
    },
    textFields: ['name', 'email', 'subject', 'message', 'website'],
    from: newClientAddress(),
  });
});

describe('GET /api/admin/messages/unread/count', () => {
  const unreadCount = (token?: string) => app.request('GET', '/api/admin/messages/unread/count', { token });

  it("answers 401 'Authentication required' to an anonymous caller", async () => {
    expectMessage(await unreadCount(), 401, 'Authentication required');
  });

  it('answers 403 to ordinary users', async () => {
    for (const actor of [actors.owner, actors.other]) {
      expectMessage(await unreadCount(actor.token), 403, 'Administrator access required');
    }
  });

  it('answers the same count to an admin and a super admin', async () => {
    const admin = await unreadCount(actors.admin.token);
    const superAdmin = await unreadCount(actors.superAdmin.token);
    expect(admin.status).toBe(200);
    expect(superAdmin.status).toBe(200);
    expect(Object.keys(admin.body)).toEqual(['count']);
    expect(Number.isInteger(admin.body.count)).toBe(true);
    expect(superAdmin.body).toEqual(admin.body);
  });

  it('counts each new contact message', async () => {
    const before = (await unreadCount(actors.admin.token)).body.count;
    await sendContact(contactMessage());
    await sendContact(contactMessage(), { token: actors.owner.token });
    await sendContact(contactMessage());

    expect((await unreadCount(actors.admin.token)).body).toEqual({ count: before + 3 });
    expect((await unreadCount(actors.superAdmin.token)).body).toEqual({ count: before + 3 });
  });

  it('does not count messages an admin has read', async () => {
    const body = contactMessage();
    await sendContact(body);
    const before = (await unreadCount(actors.admin.token)).body.count;
    await app.deps.db.update(adminMessages).set({ isRead: true }).where(eq(adminMessages.subject, body.subject));

    expect((await unreadCount(actors.admin.token)).body).toEqual({ count: before - 1 });
  });

  it('answers 403 to an admin demoted since signing in', async () => {
    const demoted = await createUser(app, { role: 'admin' });
    expect((await unreadCount(demoted.token)).status).toBe(200);
    await app.deps.db.update(users).set({ role: 'user' }).where(eq(users.id, demoted.id));
    expectMessage(await unreadCount(demoted.token), 403);
  });
});
