import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { EMAIL_LOG_LIMIT, type EmailLogEntry, type EmailTransport } from '../../../domain/email/schemas';
import type { Database } from '../../db/client';
import { newestFirst } from '../../db/lists';
import { emailMessages } from '../../db/schema';
import { containsText } from '../../db/values';
import { HttpError } from '../../errors';
import type { EmailMessageRow, MailService } from '../../mail/service';
import type { MailContext, MailTemplate } from '../../mail/template';
import { recordAudit, type AuditContext } from '../audit';
import { mailTemplates, type MailTemplateName } from './templates';

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
