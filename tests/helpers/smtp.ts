import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback that keeps every message it receives. Recipients matching
 * `refuse` are turned away with 550, as a failing mail server would.
 */
export async function startSmtpCatcher(options: { refuse?: RegExp } = {}): Promise<{
  url: string;
  messages: CaughtMail[];
  /** Holds every message from now on unanswered, as a slow mail server would. */
  pause(): void;
  /** Accepts the held messages and the next ones. */
  resume(): void;
  close(): Promise<void>;
}> {
  const messages: CaughtMail[] = [];
  let held: Array<() => void> | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.test(address.address)) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = () => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        };
        if (held) held.push(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    pause() {
      held ??= [];
    },
    resume() {
      const waiting = held ?? [];
      held = null;
      for (const accept of waiting) accept();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset token in a password-reset e-mail (quoted-printable soft breaks undone). */
export function resetTokenFrom(raw: string): string {
  const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(body);
  if (!match) throw new Error(`No reset link in mail:\n${raw}`);
  return decodeURIComponent(match[1]!);
}
