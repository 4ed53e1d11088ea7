import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Delivers the message; rejects when delivery fails. */
  send(message: MailMessage): Promise<void>;
  /**
   * Delivers after the caller has answered, logging a failure: for answers whose timing must not
   * tell whether a mail was sent (password recovery would otherwise reveal who has an account).
   */
  sendLater(message: MailMessage): void;
  /** Resolves once every message given to sendLater is delivered or has failed. */
  settled(): Promise<void>;
  readonly kind: 'smtp' | 'outbox';
}

/**
 * Sends mail through SMTP when `smtpUrl` is set; otherwise writes each message as an `.eml`
 * file to `outboxDir`, so nothing is lost without a mail server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
}): Mailer {
  const { from, logger } = options;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return withSendLater('smtp', logger, async (message) => {
      await transport.sendMail({ from, ...message });
      logger.info({ to: message.to, subject: message.subject }, 'mail sent over SMTP');
    });
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return withSendLater('outbox', logger, async (message) => {
    const info = await transport.sendMail({ from, ...message });
    await mkdir(options.outboxDir, { recursive: true });
    const file = path.join(
      options.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
    );
    await writeFile(file, info.message as Buffer);
    logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
  });
}

/** Adds background delivery, tracked so that shutdown and tests can wait for it, to `send`. */
function withSendLater(
  kind: Mailer['kind'],
  logger: Logger,
  send: (message: MailMessage) => Promise<void>,
): Mailer {
  const pending = new Set<Promise<void>>();
  return {
    kind,
    send,
    sendLater(message) {
      const delivery = send(message)
        .catch((error: unknown) => {
          logger.error({ err: error, to: message.to, subject: message.subject }, 'mail failed');
        })
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async settled() {
      await Promise.all(pending);
    },
  };
}
