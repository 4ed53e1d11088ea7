import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { EMAIL_LOG_LIMIT, type EmailLogEntry, type EmailTransport } from '../../../domain/email/schemas';
import type { Database } from '../../db/client';
import { newestFirst } from '../../db/lists';
import { emailMessages } from '../../db/schema';
import { containsText } from '../../db/values';
import { conflict, HttpError, notFound } from '../../errors';
import type { MailMessage, Mailer } from '../../infra/mailer';
import { recordAudit, type AuditContext } from '../audit/service';
import type { MailContext, MailTemplate } from './template';
import { mailTemplates, type MailData, type MailTemplateName } from './templates';

export type EmailMessageRow = typeof emailMessages.$inferSelect;

export const NOT_RESENDABLE_MESSAGE =
  'This message held a secret (such as a password reset link) and was not kept, so it cannot be resent.';

/**
 * Sends the product's e-mails from their templates and records each one (to, subject, time, sent
 * or failed and why) in `email_messages`, for the super admin's e-mail page.
 */
export interface MailService {
  readonly kind: Mailer['kind'];
  /**
   * Renders, records and delivers; answers the log's entry. Rejects (after recording the failure)
   * when delivery fails.
   */
  send<Name extends MailTemplateName>(name: Name, to: string, data: MailData<Name>): Promise<EmailMessageRow>;
  /** The same after the caller has answered: a failure is recorded and logged, not thrown. */
  sendLater<Name extends MailTemplateName>(name: Name, to: string, data: MailData<Name>): void;
  /** Sends a recorded message again, as a new entry pointing at the first. */
  resend(id: string): Promise<EmailMessageRow>;
  /** Resolves once every message given to sendLater is delivered or has failed. */
  settled(): Promise<void>;
}

export function createMailService(options: {
  db: Database;
  mailer: Mailer;
  context: MailContext;
  logger: Logger;
}): MailService {
  const { db, mailer, context, logger } = options;
  const pending = new Set<Promise<unknown>>();

  async function deliver(
    template: string,
    message: MailMessage,
    keepBody: boolean,
    resendOf: string | null = null,
  ): Promise<EmailMessageRow> {
    const [row] = await db
      .insert(emailMessages)
      .values({
        template,
        toAddress: message.to,
        subject: message.subject,
        bodyText: keepBody ? message.text : null,
        transport: mailer.kind,
        resendOf,
      })
      .returning();
    try {
      await mailer.send(message);
    } catch (error) {
      await db
        .update(emailMessages)
        .set({ status: 'failed', error: (error as Error).message.slice(0, 1000) })
        .where(eq(emailMessages.id, row!.id));
      throw error;
    }
    const [sent] = await db
      .update(emailMessages)
      .set({ status: 'sent', sentAt: new Date() })
      .where(eq(emailMessages.id, row!.id))
      .returning();
    return sent!;
  }

  function render<Name extends MailTemplateName>(name: Name, data: MailData<Name>) {
    const template: MailTemplate<unknown> = mailTemplates[name];
    return { rendered: template.render(data, context), keepBody: !template.sensitive };
  }

  const service: MailService = {
    kind: mailer.kind,
    async send(name, to, data) {
      const { rendered, keepBody } = render(name, data);
      return deliver(name, { to, ...rendered }, keepBody);
    },
    sendLater(name, to, data) {
      const delivery = service.send(name, to, data).catch((error: unknown) => {
        logger.error({ err: error, to, template: name }, 'mail failed');
      });
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
    },
    async resend(id) {
      const [original] = await db.select().from(emailMessages).where(eq(emailMessages.id, id)).limit(1);
      if (!original) throw notFound('Message not found');
      if (original.bodyText === null) throw conflict(NOT_RESENDABLE_MESSAGE);
      return deliver(
        original.template,
        { to: original.toAddress, subject: original.subject, text: original.bodyText },
        true,
        original.id,
      );
    },
    async settled() {
      await Promise.all(pending);
    },
  };
  return service;
}

/** The newest messages first, for the e-mail page: by outcome and a search of address and subject; 200 by default. */
export function listEmailMessages(
  db: Database,
  query: { status?: EmailMessageRow['status'] | undefined; search?: string | undefined } = {},
  limit = EMAIL_LOG_LIMIT,
): Promise<EmailMessageRow[]> {
  return db
    .select()
    .from(emailMessages)
    .where(
      and(
        query.status ? eq(emailMessages.status, query.status) : undefined,
        query.search ? containsText(query.search, [emailMessages.toAddress, emailMessages.subject]) : undefined,
      ),
    )
    .orderBy(...newestFirst(emailMessages))
    .limit(limit);
}

/** Every template by name, with what it is for. */
export function listMailTemplates() {
  return (Object.keys(mailTemplates) as MailTemplateName[]).map((name) => {
    const template: MailTemplate<unknown> = mailTemplates[name];
    return { name, description: template.description, sensitive: Boolean(template.sensitive) };
  });
}

/** A template rendered with its sample data, for the preview on the e-mail page. */
export function previewMailTemplate(name: MailTemplateName, context: MailContext) {
  const template: MailTemplate<unknown> = mailTemplates[name];
  return {
    name,
    description: template.description,
    sensitive: Boolean(template.sensitive),
    ...template.render(template.sample, context),
  };
}

/** An entry of the e-mail log for the super admin's page. */
export function presentEmailLogEntry(row: EmailMessageRow): EmailLogEntry {
  return {
    id: row.id,
    template: row.template,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    error: row.error,
    transport: row.transport,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    resendOf: row.resendOf,
    canResend: row.bodyText !== null,
  };
}

/** How mail leaves: SMTP (its host and port, never its credentials) or the outbox folder, and the sender. */
export function describeTransport(config: { smtpUrl: string | undefined; mailFrom: string; dataDir: string }): EmailTransport {
  if (config.smtpUrl) {
    const url = new URL(config.smtpUrl);
    return { kind: 'smtp', from: config.mailFrom, destination: `${url.protocol}//${url.host}` };
  }
  return { kind: 'outbox', from: config.mailFrom, destination: path.join(config.dataDir, 'outbox') };
}

/**
 * POST /api/admin/email/log/{id}/resend: sends a kept message again (a new entry) and records it in
 * the audit log; a failed delivery is a 502 with the reason, and no audit entry.
 */
export async function resendEmail(
  deps: { db: Database; mail: MailService },
  audit: AuditContext,
  id: string,
): Promise<EmailMessageRow> {
  let entry: EmailMessageRow;
  try {
    entry = await deps.mail.resend(id);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(502, `Failed to resend: ${(error as Error).message}`);
  }
  // An e-mail's target is its recipient: the audit log finds every mail sent to an address.
  await recordAudit(deps.db, audit, {
    action: 'email.resend',
    targetType: 'email',
    targetId: entry.toAddress,
    after: { messageId: entry.id, resendOf: id, subject: entry.subject, template: entry.template, status: entry.status },
  });
  return entry;
}
