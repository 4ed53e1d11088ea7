import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages } from '../../src/server/db/schema';
import { listEmailMessages, NOT_RESENDABLE_MESSAGE, previewMailTemplate } from '../../src/server/features/mail/service';
import { mailTemplates, type MailTemplateName } from '../../src/server/features/mail/templates';
import { useTestApp } from '../helpers/app';
import { startSmtpCatcher } from '../helpers/smtp';

// The e-mail log under the super admin's e-mail page: every message the product sends is recorded
// with its outcome; a message holding a secret is recorded without its body.
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

beforeAll(async () => {
  smtp = await startSmtpCatcher({ refuse: /^refused@/ });
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
