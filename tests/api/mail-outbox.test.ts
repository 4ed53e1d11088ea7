import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, newClientAddress, startTestApp, type TestApp } from '../helpers/app';
import { resetTokenFrom } from '../helpers/smtp';

// Without SMTP_URL, mail is written as .eml files to DATA_DIR/outbox: nothing is lost.

let app: TestApp;
let outbox: string;

beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: 'http://localhost:3000' });
  outbox = path.join(app.dataDir, 'outbox');
});
afterAll(async () => {
  await app?.close();
});

const outboxFiles = () => {
  try {
    return readdirSync(outbox).sort();
  } catch {
    return [];
  }
};
const newFiles = (before: string[]) => outboxFiles().filter((file) => !before.includes(file));
/** Asks for a reset link and waits for the mail, which the server writes after answering. */
const forgot = async (email: string) => {
  const answer = await app.request('POST', '/api/auth/forgot-password', { body: { email } });
  await app.deps.mail.settled();
  return answer;
};

describe('POST /api/auth/forgot-password without an SMTP server', () => {
  it('writes the reset e-mail as one .eml file in DATA_DIR/outbox', async () => {
    const person = await createUser(app, { firstName: 'Ayanda' });
    const before = outboxFiles();
    const answer = await forgot(person.email);

    expect(answer.status).toBe(200);
    const files = newFiles(before);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(raw).toMatch(new RegExp(`^To: ${person.email.replace(/\./g, '\\.')}`, 'm'));
    expect(raw).toMatch(/^Subject: Reset your ZARcode password/m);
    expect(raw).toContain('Hello Ayanda');
    expect(raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain('http://localhost:3000/reset-password?token=');
  });

  it('writes nothing for an unknown e-mail, with the same answer', async () => {
    const person = await createUser(app);
    const known = await forgot(person.email);
    const before = outboxFiles();
    const unknown = await forgot('nobody-here@example.com');

    expect(unknown.body).toEqual(known.body);
    expect(newFiles(before)).toHaveLength(0);
  });

  it('recovers the account from the link in the .eml file', async () => {
    const person = await createUser(app, { password: 'old-password' });
    const before = outboxFiles();
    await forgot(person.email);
    const [file] = newFiles(before);
    const token = resetTokenFrom(readFileSync(path.join(outbox, file!), 'utf8'));

    const reset = await app.request('POST', '/api/auth/reset-password', {
      body: { token, password: 'new-password', confirmPassword: 'new-password' },
    });
    expect(reset.status).toBe(200);

    const login = (password: string) =>
      app.request('POST', '/api/auth/login', { body: { email: person.email, password }, from: newClientAddress() });
    expect((await login('old-password')).status).toBe(401);
    expect((await login('new-password')).status).toBe(200);
  });
});
