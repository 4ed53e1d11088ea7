import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessageReplies, adminMessages, emailMessages, users } from '../../src/server/db/schema';
import { auditEntries, expectOneAuditEntry, expectOutsidersRefused } from '../helpers/admin';
import { createUser, newClientAddress, useTestApp } from '../helpers/app';
import { expectMessage, itRejectsBadInput } from '../helpers/bad-input';
import { startSmtpCatcher } from '../helpers/smtp';

// Replies go out through a real SMTP server on loopback, which turns away addresses starting 'bounce'.
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher({ refuse: /^bounce/ });
});
afterAll(async () => {
  await smtp?.close();
});
const { app, actors } = useTestApp(() => ({ env: { SMTP_URL: smtp.url } }));
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

/** A contact message sent through the form; answers its stored row. */
async function sentMessage(overrides: Record<string, unknown> = {}) {
  const body = contactMessage(overrides);
  expect((await sendContact(body)).status).toBe(201);
  return storedMessage(body.subject);
}

const listMessages = (token: string | undefined, query: Record<string, string> = {}) =>
  app.request('GET', `/api/admin/messages?${new URLSearchParams(query)}`, { token });
const markRead = (token: string | undefined, id: string, body: unknown) =>
  app.request('PUT', `/api/admin/messages/${id}/read`, { token, body });
const replyTo = (token: string | undefined, id: string, body: unknown) =>
  app.request('POST', `/api/admin/messages/${id}/reply`, { token, body });
const deleteMessage = (token: string | undefined, id: string) => app.request('DELETE', `/api/admin/messages/${id}`, { token });
const unreadNow = async () => (await app.request('GET', '/api/admin/messages/unread/count', { token: actors.admin.token })).body.count;

describe('GET /api/admin/messages', () => {
  it('answers 401 anonymous and 403 to users', async () => {
    await expectOutsidersRefused(actors, (token) => listMessages(token));
  });

  it('answers admins and super admins the messages, newest first, with the counts of all and unread', async () => {
    const older = await sentMessage();
    const newer = await sentMessage();
    for (const actor of [actors.admin, actors.superAdmin]) {
      const answer = await listMessages(actor.token, { limit: '100' });
      expect(answer.status).toBe(200);
      const ids = answer.body.messages.map((m: { id: string }) => m.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(answer.body.messages.find((m: { id: string }) => m.id === newer.id)).toEqual({
        id: newer.id,
        name: 'Bongani Mthembu',
        email: 'bongani@example.com',
        subject: newer.subject,
        message: newer.message,
        isRead: false,
        userId: null,
        createdAt: newer.createdAt.toISOString(),
        replies: [],
      });
      expect(answer.body.counts).toEqual({ all: answer.body.pagination.total, unread: await unreadNow() });
    }
  });

  it('filters by read state and finds a word of the name, e-mail, subject or text', async () => {
    const read = await sentMessage({ message: 'About the gatehouse near Haenertsburg' });
    await app.deps.db.update(adminMessages).set({ isRead: true }).where(eq(adminMessages.id, read.id));
    const unread = await sentMessage({ name: 'Zanele Haenertsburg-Khumalo' });

    const search = (status: string) => listMessages(actors.admin.token, { status, search: 'haenertsburg' });
    const ids = async (status: string) => (await search(status)).body.messages.map((m: { id: string }) => m.id);
    expect(await ids('read')).toEqual([read.id]);
    expect(await ids('unread')).toEqual([unread.id]);
    expect(await ids('')).toEqual([unread.id, read.id]);
    expect((await search('')).body.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
  });

  it('pages through the messages', async () => {
    const first = await listMessages(actors.admin.token, { limit: '2', page: '1' });
    const second = await listMessages(actors.admin.token, { limit: '2', page: '2' });
    expect(first.body.messages).toHaveLength(2);
    expect(second.body.pagination).toMatchObject({ page: 2, limit: 2 });
    expect(second.body.messages[0].id).not.toBe(first.body.messages[1].id);
  });

  it('refuses an unknown status, a page of 0 and a limit over 100 with 400', async () => {
    expectMessage(await listMessages(actors.admin.token, { status: 'archived' }), 400, 'status must be one of: unread, read');
    expectMessage(await listMessages(actors.admin.token, { page: '0' }), 400);
    expectMessage(await listMessages(actors.admin.token, { limit: '101' }), 400);
  });
});

describe('PUT /api/admin/messages/{id}/read', () => {
  it('answers 401 anonymous and 403 to users, the sender of the message included', async () => {
    const body = contactMessage();
    await sendContact(body, { token: actors.owner.token });
    const message = await storedMessage(body.subject);
    await expectOutsidersRefused(actors, (token) => markRead(token, message.id, { read: true }));
    expect((await storedMessage(body.subject)).isRead).toBe(false);
  });

  it('marks a message read and unread again, the unread count (the badge) following, each change in the audit log', async () => {
    const message = await sentMessage();
    const before = await unreadNow();

    const read = await markRead(actors.admin.token, message.id, { read: true });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: message.id, isRead: true });
    expect(await unreadNow()).toBe(before - 1);
    const entry = await expectOneAuditEntry(app, actors, { action: 'message.read', targetId: message.id, actor: actors.admin, role: 'admin' });
    expect(entry).toMatchObject({ targetType: 'message', before: { isRead: false }, after: { isRead: true } });

    const unread = await markRead(actors.superAdmin.token, message.id, { read: false });
    expect(unread.body.isRead).toBe(false);
    expect(await unreadNow()).toBe(before);
    await expectOneAuditEntry(app, actors, { action: 'message.unread', targetId: message.id, actor: actors.superAdmin, role: 'super_admin' });
  });

  it('changes nothing, and records nothing, when the message is already in that state', async () => {
    const message = await sentMessage();
    expect((await markRead(actors.admin.token, message.id, { read: false })).status).toBe(200);
    expect(await auditEntries(app, actors, { target: message.id })).toEqual([]);
  });

  it('answers 404 for an unknown message and 400 for a read that is not true or false, recording nothing', async () => {
    expectMessage(await markRead(actors.admin.token, '00000000-0000-4000-8000-000000000000', { read: true }), 404, 'Message not found');
    expectMessage(await markRead(actors.admin.token, 'not-an-id', { read: true }), 400, 'Message not found');
    const message = await sentMessage();
    expectMessage(await markRead(actors.admin.token, message.id, { read: 'yes' }), 400, 'read must be true or false');
    expect(await auditEntries(app, actors, { target: message.id })).toEqual([]);
  });
});

describe('POST /api/admin/messages/{id}/reply', () => {
  it('answers 401 anonymous and 403 to users, sending nothing', async () => {
    const message = await sentMessage();
    const mailsBefore = smtp.messages.length;
    await expectOutsidersRefused(actors, (token) => replyTo(token, message.id, { message: 'Hello' }));
    expect(smtp.messages.length).toBe(mailsBefore);
  });

  it('e-mails the reply to the sender, keeps it with the message, marks it read and records it', async () => {
    const message = await sentMessage({ email: 'Reply.Check@Example.com' });
    const unreadBefore = await unreadNow();
    const text = 'Open the generator and drop the pin on each gate.';

    const answer = await replyTo(actors.admin.token, message.id, { message: `  ${text}  ` });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ id: message.id, isRead: true });
    expect(answer.body.replies).toEqual([
      { id: expect.any(String), message: text, sentBy: actors.admin.email, createdAt: expect.any(String), emailStatus: 'sent' },
    ]);
    expect(await unreadNow()).toBe(unreadBefore - 1);

    const mail = smtp.messages.find((m) => m.to.includes('reply.check@example.com'));
    expect(mail?.raw).toContain(`Subject: Re: ${message.subject}`);
    expect(mail?.raw).toContain(text);
    expect(mail?.raw).toContain('> How do I make codes');

    const [logged] = await app.deps.db.select().from(emailMessages).where(eq(emailMessages.toAddress, 'reply.check@example.com'));
    expect(logged).toMatchObject({ template: 'contact-reply', status: 'sent' });

    const entry = await expectOneAuditEntry(app, actors, { action: 'message.reply', targetId: message.id, actor: actors.admin, role: 'admin' });
    expect(entry.after).toMatchObject({ isRead: true, reply: text, to: 'reply.check@example.com', emailMessageId: logged!.id });

    const listed = await listMessages(actors.superAdmin.token, { search: message.subject });
    expect(listed.body.messages[0].replies).toHaveLength(1);
  });

  it('keeps nothing and answers 502 with the mail server’s reason when the mail is refused', async () => {
    const message = await sentMessage({ email: 'bounce@example.com' });
    const answer = await replyTo(actors.superAdmin.token, message.id, { message: 'Are you there?' });
    expectMessage(answer, 502);
    expect(answer.body.message).toMatch(/^Failed to send the reply: .*Mailbox unavailable/);
    expect(await app.deps.db.select().from(adminMessageReplies).where(eq(adminMessageReplies.messageId, message.id))).toEqual([]);
    expect((await storedMessage(message.subject)).isRead).toBe(false);
    expect(await auditEntries(app, actors, { target: message.id })).toEqual([]);
    const [failed] = await app.deps.db.select().from(emailMessages).where(eq(emailMessages.toAddress, 'bounce@example.com'));
    expect(failed).toMatchObject({ status: 'failed', template: 'contact-reply' });
  });

  it('refuses a blank reply and an unknown message, sending nothing', async () => {
    const message = await sentMessage();
    const mailsBefore = smtp.messages.length;
    expectMessage(await replyTo(actors.admin.token, message.id, { message: '   ' }), 400, 'Please write a reply.');
    expectMessage(await replyTo(actors.admin.token, message.id, { message: 'x'.repeat(10_001) }), 400);
    expectMessage(await replyTo(actors.admin.token, '00000000-0000-4000-8000-000000000000', { message: 'Hi' }), 404, 'Message not found');
    expect(smtp.messages.length).toBe(mailsBefore);
  });

  itRejectsBadInput(getApp, {
    method: 'POST',
    path: '/api/admin/messages/00000000-0000-4000-8000-000000000000/reply',
    token: () => actors.admin.token,
    validBody: { message: 'Thank you' },
    requiredFields: { message: 'Please write a reply.' },
    textFields: ['message'],
  });
});

describe('DELETE /api/admin/messages/{id}', () => {
  it('answers 401 anonymous and 403 to users, and the message stays', async () => {
    const message = await sentMessage();
    await expectOutsidersRefused(actors, (token) => deleteMessage(token, message.id));
    await storedMessage(message.subject);
  });

  it('deletes the message and its replies, the audit log keeping what it said', async () => {
    const message = await sentMessage();
    expect((await replyTo(actors.admin.token, message.id, { message: 'Done' })).status).toBe(201);
    const answer = await deleteMessage(actors.superAdmin.token, message.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Message deleted' });
    expect(await app.deps.db.select().from(adminMessages).where(eq(adminMessages.id, message.id))).toEqual([]);
    expect(await app.deps.db.select().from(adminMessageReplies).where(eq(adminMessageReplies.messageId, message.id))).toEqual([]);
    const entry = await expectOneAuditEntry(app, actors, { action: 'message.delete', targetId: message.id, actor: actors.superAdmin, role: 'super_admin' });
    expect(entry.before).toMatchObject({ subject: message.subject, email: message.email, message: message.message });
    expect(entry.after).toBeNull();
  });

  it('answers 404 for a message already deleted, recording nothing more', async () => {
    const message = await sentMessage();
    expect((await deleteMessage(actors.admin.token, message.id)).status).toBe(200);
    expectMessage(await deleteMessage(actors.admin.token, message.id), 404, 'Message not found');
    expect(await auditEntries(app, actors, { target: message.id })).toHaveLength(1);
  });
});
