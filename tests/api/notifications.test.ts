import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import {
  adminMessages,
  expenses,
  jobRuns,
  payments,
  systemSettings,
  users,
  zarcodeDailyViews,
} from '../../src/server/db/schema';
import { DAILY_REPORT_SCHEDULE, sendDailyReport } from '../../src/server/features/notifications/service';
import { periodStartOf } from '../../src/server/infra/jobs';
import { createUser, newClientAddress, startTestApp, useTestApp, type TestApp } from '../helpers/app';
import { openTestDatabase } from '../helpers/database';
import { waitFor } from '../helpers/server-process';
import { startSmtpCatcher, type CaughtMail } from '../helpers/smtp';
import { createZarcode } from '../helpers/zarcodes';

// The super admins' notifications of System Settings, caught by a real SMTP server on loopback.

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp?.close();
});
const { app, actors } = useTestApp(() => ({ env: { SMTP_URL: smtp.url } }));

const mailsTo = (to: string, subject: RegExp) => smtp.messages.filter((m: CaughtMail) => m.to.includes(to) && subject.test(m.raw));
/** The mail's text with quoted-printable soft line breaks undone. */
const textOf = (mail: CaughtMail) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

const register = (email: string) =>
  app.request('POST', '/api/auth/register', {
    from: newClientAddress(),
    body: { firstName: 'Lerato', lastName: 'Mokoena', email, contactTel: '0821234567', password: 'secret123', confirmPassword: 'secret123' },
  });
const setSettings = (changes: Record<string, unknown>) => app.deps.db.update(systemSettings).set(changes).where(eq(systemSettings.id, 1));

describe('notifyNewUser: a mail to the super admins on each registration', () => {
  it('mails every super admin who takes notifications, not admins nor those who switched them off', async () => {
    const quiet = await createUser(app, { role: 'super_admin' });
    await app.deps.db.update(users).set({ emailNotifications: false }).where(eq(users.id, quiet.id));
    const email = `new-${Date.now()}@example.com`;
    expect((await register(email)).status).toBe(201);
    await app.deps.mail.settled();

    const [mail, ...more] = mailsTo(actors.superAdmin.email, /Subject: New ZARcode user: Lerato Mokoena/);
    expect(more).toEqual([]);
    expect(textOf(mail!)).toContain(`E-mail: ${email}`);
    expect(textOf(mail!)).toContain('Phone: 0821234567');
    expect(textOf(mail!)).toMatch(/registered on \d{4}-\d{2}-\d{2} \d{2}:\d{2} SAST/);
    expect(mailsTo(actors.admin.email, /New ZARcode user/)).toEqual([]);
    expect(mailsTo(quiet.email, /New ZARcode user/)).toEqual([]);
  });

  it('mails nobody when the setting is off', async () => {
    await setSettings({ notifyNewUser: false });
    const before = smtp.messages.length;
    expect((await register(`quiet-${Date.now()}@example.com`)).status).toBe(201);
    await app.deps.mail.settled();
    expect(smtp.messages.length).toBe(before);
    await setSettings({ notifyNewUser: true });
  });
});

describe("notifyDailyStats: yesterday's figures at 06:00 South African time", () => {
  it('counts the South African day before the run, from its midnight SAST (22:00 UTC) to the next', async () => {
    // The run of 2 March 2025, 06:00 SAST (04:00 UTC), reports 1 March: 28 Feb 22:00 UTC to 1 Mar 22:00 UTC.
    const periodStart = periodStartOf(DAILY_REPORT_SCHEDULE, Date.parse('2025-03-02T09:00:00Z'));
    expect(periodStart.toISOString()).toBe('2025-03-02T04:00:00.000Z');
    const inside = [new Date('2025-02-28T22:00:00Z'), new Date('2025-03-01T21:59:59Z')];
    const outside = [new Date('2025-02-28T21:59:59Z'), new Date('2025-03-01T22:00:00Z')];

    for (const createdAt of [...inside, ...outside]) {
      const user = await createUser(app);
      await app.deps.db.update(users).set({ createdAt }).where(eq(users.id, user.id));
      await createZarcode(app, user, { createdAt });
      await app.deps.db.insert(adminMessages).values({ name: 'A', email: 'a@example.com', subject: 'S', message: 'M', createdAt, isRead: true });
    }
    const code = await createZarcode(app, actors.owner, { views: 107 });
    await app.deps.db.insert(zarcodeDailyViews).values([
      { zarcodeId: code.id, day: '2025-03-01', views: 7 },
      { zarcodeId: code.id, day: '2025-03-02', views: 100 },
    ]);
    const paid = (completedAt: Date, amountCents: number) => ({
      userId: actors.owner.id,
      product: 'bundle' as const,
      bundleType: 'starter' as const,
      status: 'complete' as const,
      mode: 'mock' as const,
      listAmountCents: amountCents,
      amountCents,
      vatRate: '15.00',
      vatCents: Math.round((amountCents * 15) / 115),
      completedAt,
    });
    await app.deps.db.insert(payments).values([paid(inside[0]!, 9025), paid(inside[1]!, 1900), paid(outside[1]!, 40375)]);
    await app.deps.db.insert(expenses).values([
      { spentOn: '2025-03-01', category: 'hosting', supplier: 'Host', amountCents: 11500, vatCents: 1500 },
      { spentOn: '2025-03-02', category: 'staff', supplier: 'Staff', amountCents: 99900, vatCents: 0 },
    ]);

    await setSettings({ notifyDailyStats: true });
    const result = await sendDailyReport(app.deps, periodStart);
    await setSettings({ notifyDailyStats: false });
    expect(result).toMatchObject({ day: '2025-03-01' });

    const [mail] = mailsTo(actors.superAdmin.email, /Subject: ZARcode daily report for 2025-03-01/);
    const text = textOf(mail!);
    expect(text).toMatch(/New users: 2 \(\d+ in all\)/);
    expect(text).toMatch(/New ZARcodes: 2, of which 0 by creators \(\d+ in all\)/);
    expect(text).toContain('Views: 7');
    expect(text).toContain('Payments: 2, R109.25 including R14.25 VAT');
    expect(text).toContain('Expenses dated that day: R115.00');
    expect(text).toMatch(/Contact messages: 2 \(\d+ unread in all\)/);
    expect(mailsTo(actors.admin.email, /daily report/)).toEqual([]);
  });

  it('sends nothing while the setting is off', async () => {
    const before = smtp.messages.length;
    expect(await sendDailyReport(app.deps, new Date())).toBe('off');
    expect(smtp.messages.length).toBe(before);
  });
});

describe('the daily report with two server instances on one database', () => {
  let database: DatabaseHandle;
  const instances: TestApp[] = [];

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await database?.close();
  });

  it('is sent once, by the instance that claims the day in the job ledger', async () => {
    database = await openTestDatabase();
    await database.db.insert(systemSettings).values({ id: 1, notifyDailyStats: true }).onConflictDoUpdate({
      target: systemSettings.id,
      set: { notifyDailyStats: true },
    });
    const email = `report-${Date.now()}@example.com`;
    await database.db.insert(users).values({ email, firstName: 'Nomsa', lastName: 'Dube', passwordHash: 'x', role: 'super_admin' });

    // Each instance logs at debug level, where the scheduler says it left a run to another instance.
    const logs: string[] = [];
    const logger = () =>
      pino({ level: 'debug' }, new Writable({ write: (chunk, _encoding, done) => (logs.push(String(chunk)), done()) }));
    for (let i = 0; i < 2; i++) {
      instances.push(await startTestApp({ SMTP_URL: smtp.url }, { database, logger: logger() }));
    }

    await waitFor('the report run to be done', async () => {
      const [run] = await database.db.select().from(jobRuns).where(eq(jobRuns.jobName, 'daily-report'));
      return run?.outcome === 'done' ? run : undefined;
    });
    await waitFor('the other instance to leave the run to it', async () =>
      logs.some((line) => line.includes('job run by another instance') && line.includes('daily-report')) ? true : undefined,
    );
    await Promise.all(instances.map((instance) => instance.deps.mail.settled()));
    expect(mailsTo(email, /daily report/)).toHaveLength(1);
    expect(await database.db.select().from(jobRuns).where(eq(jobRuns.jobName, 'daily-report'))).toHaveLength(1);
  });
});
