import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages } from '../../src/server/db/schema';
import { listEmailMessages, previewMailTemplate } from '../../src/server/features/email/service';
import { mailTemplates, type MailTemplateName } from '../../src/server/features/email/templates';
import { NOT_RESENDABLE_MESSAGE } from '../../src/server/mail/service';
import { auditEntries, expectOneAuditEntry, expectOutsidersRefused } from '../helpers/admin';
import { useTestApp } from '../helpers/app';
import { expectMessage } from '../helpers/bad-input';
import { startSmtpCatcher } from '../helpers/smtp';

// The e-mail log under the super admin's e-mail page: every message the product sends is recorded
// with its outcome; a message holding a secret is recorded without its body.
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

beforeAll(async () => {
  smtp = await startSmtpCatcher({ refuse: /^refused/ });
});
afterAll(async () => {
  await smtp?.close();
});
const { app, actors } = useTestApp(() => ({ env: { SMTP_URL: smtp.url } }));

const entriesTo = (to: string) => app.deps.db.select().from(emailMessages).where(eq(emailMessages.toAddress, to));

describe('the e-mail log', () => {
  it('records a delivered test e-mail as sent, with its template, subject and body', async () => {
    const answer = await app.request('POST', '/api/email/test', {
      token: actors.superAdmin.token,
      body: { email: 'log-check@example.com' },
    });
    expect(answer.status).toBe(200);
    const [entry] = await entriesTo('log-check@example.com');
    expect(entry).toMatchObject({ template: 'test-email', status: 'sent', transport: 'smtp', error: null });
    expect(entry!.subject).toBe('ZARcode test email');
    expect(entry!.bodyText).toContain(actors.superAdmin.email);
    expect(entry!.sentAt).toBeInstanceOf(Date);
  });

  it('records a refused message as failed, with the mail server\'s reason', async () => {
    const answer = await app.request('POST', '/api/email/test', {
      token: actors.superAdmin.token,
      body: { email: 'refused@example.com' },
    });
    expect(answer.status).toBe(502);
    const [entry] = await entriesTo('refused@example.com');
    expect(entry).toMatchObject({ status: 'failed', sentAt: null });
    expect(entry!.error).toMatch(/Mailbox unavailable/);
  });

  it('keeps no body of a password reset mail, so its link cannot be read back or resent', async () => {
    await app.request('POST', '/api/auth/forgot-password', { body: { email: actors.owner.email } });
    await app.deps.mail.settled();
    const [entry] = await entriesTo(actors.owner.email);
    expect(entry).toMatchObject({ template: 'password-reset', status: 'sent', bodyText: null });
    expect(smtp.messages.some((m) => m.to.includes(actors.owner.email) && m.raw.includes('reset-password?token='))).toBe(true);
    await expect(app.deps.mail.resend(entry!.id)).rejects.toThrow(NOT_RESENDABLE_MESSAGE);
  });

  it('resends a kept message as a new entry pointing at the first, and delivers it again', async () => {
    const [first] = await entriesTo('log-check@example.com');
    const before = smtp.messages.filter((m) => m.to.includes('log-check@example.com')).length;
    const again = await app.deps.mail.resend(first!.id);
    expect(again).toMatchObject({ resendOf: first!.id, status: 'sent', subject: first!.subject, bodyText: first!.bodyText });
    expect(smtp.messages.filter((m) => m.to.includes('log-check@example.com'))).toHaveLength(before + 1);
  });

  it('lists the newest message first', async () => {
    const [newest] = await listEmailMessages(app.deps.db, {}, 1);
    expect(newest!.resendOf).not.toBeNull();
  });

  it('previews every template from its sample data', () => {
    for (const name of Object.keys(mailTemplates) as MailTemplateName[]) {
      const preview = previewMailTemplate(name, { publicUrl: 'https://zarcode.example', supportEmail: 'help@example.com' });
      expect(preview.subject.length, name).toBeGreaterThan(0);
      expect(preview.text.length, name).toBeGreaterThan(0);
    }
  });
});

const emailLog = (token: string | undefined, query: Record<string, string> = {}) =>
  app.request('GET', `/api/admin/email/log?${new URLSearchParams(query)}`, { token });
const resend = (token: string | undefined, id: string) => app.request('POST', `/api/admin/email/log/${id}/resend`, { token });

describe('GET /api/admin/email/log', () => {
  it('answers 401 anonymous and 403 to users and admins', async () => {
    await expectOutsidersRefused(actors, (token) => emailLog(token), { superAdminOnly: true });
  });

  it('answers the super admin the transport (no credentials) and the newest messages with their outcome', async () => {
    await app.request('POST', '/api/email/test', { token: actors.superAdmin.token, body: { email: 'listed@example.com' } });
    await app.request('POST', '/api/email/test', { token: actors.superAdmin.token, body: { email: 'refused-listed@example.com' } });
    const answer = await emailLog(actors.superAdmin.token);
    expect(answer.status).toBe(200);
    expect(answer.body.transport).toEqual({ kind: 'smtp', from: 'ZARcode <no-reply@zarcode.local>', destination: smtp.url });
    const [refused, listed] = answer.body.messages;
    expect(refused).toMatchObject({ to: 'refused-listed@example.com', status: 'failed', error: expect.stringMatching(/Mailbox unavailable/), sentAt: null });
    expect(listed).toMatchObject({
      to: 'listed@example.com',
      template: 'test-email',
      subject: 'ZARcode test email',
      status: 'sent',
      error: null,
      transport: 'smtp',
      canResend: true,
      resendOf: null,
    });
    const reset = answer.body.messages.find((m: { template: string }) => m.template === 'password-reset');
    expect(reset).toMatchObject({ canResend: false });
  });

  it('filters by outcome and finds an address or subject', async () => {
    const failed = await emailLog(actors.superAdmin.token, { status: 'failed' });
    expect(failed.body.messages.length).toBeGreaterThan(0);
    expect(failed.body.messages.every((m: { status: string }) => m.status === 'failed')).toBe(true);
    const found = await emailLog(actors.superAdmin.token, { search: 'LISTED@' });
    expect(found.body.messages.map((m: { to: string }) => m.to).sort()).toEqual(['listed@example.com', 'refused-listed@example.com']);
    expectMessage(await emailLog(actors.superAdmin.token, { status: 'lost' }), 400, 'status must be one of: sending, sent, failed');
  });

  it('lists at most the newest 200 messages', async () => {
    const rows = Array.from({ length: 205 }, (_, i) => ({
      template: 'test-email',
      toAddress: `bulk-${i}@example.com`,
      subject: 'Bulk',
      bodyText: 'x',
      transport: 'smtp' as const,
      status: 'sent' as const,
    }));
    await app.deps.db.insert(emailMessages).values(rows);
    expect((await emailLog(actors.superAdmin.token)).body.messages).toHaveLength(200);
  });
});

describe('POST /api/admin/email/log/{id}/resend', () => {
  it('answers 401 anonymous and 403 to users and admins, sending nothing', async () => {
    const [first] = await entriesTo('log-check@example.com');
    const before = smtp.messages.length;
    await expectOutsidersRefused(actors, (token) => resend(token, first!.id), { superAdminOnly: true });
    expect(smtp.messages.length).toBe(before);
  });

  it('sends a kept message again as a new entry, and records it in the audit log', async () => {
    await app.request('POST', '/api/email/test', { token: actors.superAdmin.token, body: { email: 'resend-me@example.com' } });
    const [original] = await entriesTo('resend-me@example.com');
    const answer = await resend(actors.superAdmin.token, original!.id);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      message: 'Sent again to resend-me@example.com',
      entry: { to: 'resend-me@example.com', status: 'sent', resendOf: original!.id },
    });
    expect(smtp.messages.filter((m) => m.to.includes('resend-me@example.com'))).toHaveLength(2);
    const entry = await expectOneAuditEntry(app, actors, { action: 'email.resend', targetId: 'resend-me@example.com', actor: actors.superAdmin, role: 'super_admin' });
    expect(entry.after).toMatchObject({ messageId: answer.body.entry.id, resendOf: original!.id });
  });

  it('answers 409 for a message whose body was not kept, 502 when delivery fails and 404 for none, recording nothing', async () => {
    const [reset] = await entriesTo(actors.owner.email);
    expectMessage(await resend(actors.superAdmin.token, reset!.id), 409, NOT_RESENDABLE_MESSAGE);
    const [refused] = await entriesTo('refused@example.com');
    const failed = await resend(actors.superAdmin.token, refused!.id);
    expectMessage(failed, 502);
    expect(failed.body.message).toMatch(/^Failed to resend: .*Mailbox unavailable/);
    expectMessage(await resend(actors.superAdmin.token, '00000000-0000-4000-8000-000000000000'), 404, 'Message not found');
    for (const to of [actors.owner.email, 'refused@example.com']) expect(await auditEntries(app, actors, { target: to, action: 'email.resend' })).toEqual([]);
  });
});

describe('GET /api/admin/email/templates and /api/admin/email/templates/{name}', () => {
  it('answers 401 anonymous and 403 to users and admins', async () => {
    await expectOutsidersRefused(actors, (token) => app.request('GET', '/api/admin/email/templates', { token }), { superAdminOnly: true });
    await expectOutsidersRefused(actors, (token) => app.request('GET', '/api/admin/email/templates/test-email', { token }), {
      superAdminOnly: true,
    });
  });

  it('lists every template and previews each from its sample data', async () => {
    const list = await app.request('GET', '/api/admin/email/templates', { token: actors.superAdmin.token });
    expect(list.status).toBe(200);
    expect(list.body.templates.map((t: { name: string }) => t.name).sort()).toEqual(Object.keys(mailTemplates).sort());
    expect(list.body.templates.find((t: { name: string }) => t.name === 'password-reset')).toMatchObject({ sensitive: true });
    for (const { name } of list.body.templates) {
      const preview = await app.request('GET', `/api/admin/email/templates/${name}`, { token: actors.superAdmin.token });
      expect(preview.status, name).toBe(200);
      expect(preview.body).toMatchObject({ name, subject: expect.any(String), text: expect.any(String) });
    }
    const reply = await app.request('GET', '/api/admin/email/templates/contact-reply', { token: actors.superAdmin.token });
    expect(reply.body.subject).toBe('Re: Codes for my farm');
  });

  it('answers 404 for a template that does not exist', async () => {
    expectMessage(await app.request('GET', '/api/admin/email/templates/toString', { token: actors.superAdmin.token }), 404, 'Template not found');
  });
});

describe('POST /api/email/test in the audit log', () => {
  it('records a test e-mail that was sent, and none for one that failed', async () => {
    await app.request('POST', '/api/email/test', { token: actors.superAdmin.token, body: { email: 'audited@example.com' } });
    const [sent] = await entriesTo('audited@example.com');
    const entry = await expectOneAuditEntry(app, actors, { action: 'email.test', targetId: 'audited@example.com', actor: actors.superAdmin, role: 'super_admin' });
    expect(entry.after).toMatchObject({ messageId: sent!.id, status: 'sent' });
    await app.request('POST', '/api/email/test', { token: actors.superAdmin.token, body: { email: 'refused-audit@example.com' } });
    expect(await entriesTo('refused-audit@example.com')).toHaveLength(1);
    expect(await auditEntries(app, actors, { target: 'refused-audit@example.com' })).toEqual([]);
  });
});
