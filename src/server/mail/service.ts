import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { emailMessages } from '../db/schema';
import { conflict, notFound } from '../errors';
import type { MailMessage, Mailer } from '../infra/mailer';
import { countEmail } from '../infra/metrics';
import type { MailContext, MailData, MailTable, MailTemplate } from './template';

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
  send<Table extends MailTable, Name extends keyof Table & string>(
    table: Table,
    name: Name,
    to: string,
    data: MailData<Table[Name]>,
  ): Promise<EmailMessageRow>;
  /** The same after the caller has answered: a failure is recorded and logged, not thrown. */
  sendLater<Table extends MailTable, Name extends keyof Table & string>(
    table: Table,
    name: Name,
    to: string,
    data: MailData<Table[Name]>,
  ): void;
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
      countEmail(template, 'sent');
    } catch (error) {
      countEmail(template, 'failed');
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

  function render(template: MailTemplate<unknown>, data: unknown) {
    return { rendered: template.render(data, context), keepBody: !template.sensitive };
  }

  const service: MailService = {
    kind: mailer.kind,
    async send(table, name, to, data) {
      const { rendered, keepBody } = render(table[name]!, data);
      return deliver(name, { to, ...rendered }, keepBody);
    },
    sendLater(table, name, to, data) {
      const delivery = service.send(table, name, to, data).catch((error: unknown) => {
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
