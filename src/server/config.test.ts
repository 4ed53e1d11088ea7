import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

let cwd: string;
beforeEach(() => {
  cwd = mkdtempSync(path.join(os.tmpdir(), 'zarcode-config-'));
});
afterEach(() => {
  rmSync(cwd, { recursive: true, force: true });
});

const load = (env: Record<string, string | undefined>) => loadConfig(env, cwd);
const refusal = (env: Record<string, string | undefined>) => {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
};

describe('loadConfig', () => {
  it('starts with no settings at all, on port 3000 with ./data', () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(cwd, 'data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      admin: undefined,
      isAdminTotpRequired: true,
      smtpUrl: undefined,
      supportEmail: 'support@zarcode.co.za',
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      s3: undefined,
      channels: { whatsapp: undefined, sms: undefined, ussd: undefined },
      webhooks: { allowPrivate: false },
      isProduction: true,
    });
  });

  it('reads every setting it is given', () => {
    const config = load({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/zarcode',
      DATABASE_URL: 'postgres://zarcode@db:5432/zarcode',
      PUBLIC_URL: 'https://zarcode.co.za/',
      JWT_SECRET: 'x'.repeat(32),
      ADMIN_EMAIL: 'Boss@Zarcode.co.za',
      ADMIN_PASSWORD: 'secret123',
      ADMIN_MFA: 'optional',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'ZARcode <hello@zarcode.co.za>',
      SUPPORT_EMAIL: 'help@zarcode.co.za',
      PAYFAST_MERCHANT_ID: '10000100',
      PAYFAST_MERCHANT_KEY: '46f0cd694581a',
      PAYFAST_PASSPHRASE: 'jt7NOE43FZPn',
      PAYFAST_BASE_URL: 'http://127.0.0.1:9999',
      S3_BUCKET: 'codes',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      GTM_ID: 'GTM-AB12CD',
      WEBHOOKS_ALLOW_PRIVATE: '1',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/zarcode',
      databaseUrl: 'postgres://zarcode@db:5432/zarcode',
      publicUrl: 'https://zarcode.co.za',
      admin: { email: 'Boss@Zarcode.co.za', password: 'secret123' },
      isAdminTotpRequired: false,
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      payfast: { merchantId: '10000100', baseUrl: 'http://127.0.0.1:9999' },
      s3: { bucket: 'codes', region: 'af-south-1', forcePathStyle: true },
      gtmId: 'GTM-AB12CD',
      webhooks: { allowPrivate: true },
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '30.5'],
    ['SMTP_URL', 'http://x'],
    ['DATABASE_URL', 'mysql://db/zarcode'],
    ['PUBLIC_URL', 'not a url'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['PUBLIC_URL', 'ftp://zarcode.co.za'],
    ['PAYFAST_BASE_URL', 'sandbox.payfast.co.za'],
    ['JWT_SECRET', 'too-short'],
    ['ADMIN_EMAIL', 'boss'],
    ['ADMIN_MFA', 'off'],
    ['SUPPORT_EMAIL', 'help-at-zarcode'],
    ['TILE_URL', 'https://tiles.example.com/tile.png'],
    ['GTM_ID', 'UA-12345'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['S3_FORCE_PATH_STYLE', 'yes'],
    ['WHATSAPP_GRAPH_URL', 'graph.facebook.com'],
    ['WHATSAPP_PHONE_NUMBER_ID', '+27 82 123 4567'],
    ['SMS_SEND_URL', 'api.sms.example.com/send'],
    ['SMS_WEBHOOK_SECRET', 'too-short'],
    ['USSD_WEBHOOK_SECRET', 'too-short'],
    ['WEBHOOKS_ALLOW_PRIVATE', 'yes'],
    ['METRICS_TOKEN', 'short-token'],
    ['METRICS_TOKEN', 'a token with spaces in it'],
    ['METRICS_PORT', '70000'],
    ['METRICS_PORT', 'nine'],
  ])('stops at %s=%s with a message naming the setting', (name, value) => {
    const extra = name === 'ADMIN_EMAIL' ? { ADMIN_PASSWORD: 'secret123' } : {};
    expect(refusal({ [name]: value, ...extra })).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it('stops at an unknown setting of one of our families, naming it', () => {
    expect(refusal({ PAYFAST_FOO: 'x' })).toBe('Unknown setting PAYFAST_FOO');
    expect(refusal({ S3_BUKET: 'codes' })).toBe('Unknown setting S3_BUKET');
    expect(refusal({ SMTP_HOST: 'mail' })).toBe('Unknown setting SMTP_HOST');
    expect(refusal({ WHATSAPP_TOKEN: 'x' })).toBe('Unknown setting WHATSAPP_TOKEN');
    expect(refusal({ SMS_KEY: 'x' })).toBe('Unknown setting SMS_KEY');
    expect(refusal({ USSD_SECRET: 'x' })).toBe('Unknown setting USSD_SECRET');
    expect(refusal({ WEBHOOKS_ALLOW_PRIVATES: '1' })).toBe('Unknown setting WEBHOOKS_ALLOW_PRIVATES');
  });

  it('ignores environment variables that are not ours', () => {
    expect(() => load({ PATH: '/usr/bin', HOME: '/root', npm_config_cache: '/tmp' })).not.toThrow();
  });

  it('treats an empty value as not set', () => {
    expect(load({ PORT: '', SMTP_URL: '' })).toMatchObject({ port: 3000, smtpUrl: undefined });
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(refusal({ ADMIN_EMAIL: 'boss@zarcode.co.za' })).toMatch(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(refusal({ ADMIN_PASSWORD: 'secret123' })).toMatch(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it('wants an ADMIN_PASSWORD the password rules accept', () => {
    expect(refusal({ ADMIN_EMAIL: 'boss@zarcode.co.za', ADMIN_PASSWORD: '12345' })).toMatch(/ADMIN_PASSWORD/);
  });

  it('asks admins for a second factor unless ADMIN_MFA is optional', () => {
    expect(load({ ADMIN_MFA: 'required' }).isAdminTotpRequired).toBe(true);
    expect(load({ ADMIN_MFA: 'optional' }).isAdminTotpRequired).toBe(false);
    expect(refusal({ ADMIN_MFA: 'Optional' })).toBe('Setting ADMIN_MFA is invalid: must be required or optional');
  });

  it('has no metrics unless asked: no token, no port of their own', () => {
    expect(load({})).toMatchObject({ metricsToken: undefined, metricsPort: undefined });
  });

  it('reads the metrics token and port', () => {
    expect(load({ METRICS_TOKEN: 'scrape-me-0123456789', METRICS_PORT: '9464' })).toMatchObject({
      metricsToken: 'scrape-me-0123456789',
      metricsPort: 9464,
    });
  });

  it('wants METRICS_PORT other than PORT', () => {
    expect(refusal({ PORT: '8080', METRICS_PORT: '8080' })).toBe('Setting METRICS_PORT must differ from PORT');
    expect(refusal({ METRICS_PORT: '3000' })).toBe('Setting METRICS_PORT must differ from PORT');
    expect(refusal({ METRICS_TOKN: 'x' })).toBe('Unknown setting METRICS_TOKN');
  });

  it('wants the S3 bucket and keys together', () => {
    expect(refusal({ S3_BUCKET: 'codes' })).toMatch(/S3_BUCKET/);
  });

  it('switches WhatsApp, SMS and USSD on with their settings, WhatsApp on Meta\'s Graph API unless told otherwise', () => {
    const whatsapp = {
      WHATSAPP_APP_SECRET: 'app-secret',
      WHATSAPP_VERIFY_TOKEN: 'verify-me',
      WHATSAPP_ACCESS_TOKEN: 'EAAG-token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    };
    const sms = {
      SMS_SEND_URL: 'https://sms.example.com/v1/messages',
      SMS_API_KEY: 'sms-key',
      SMS_FROM: 'ZARcode',
      SMS_WEBHOOK_SECRET: 's'.repeat(16),
    };
    expect(load({ ...whatsapp, ...sms, USSD_WEBHOOK_SECRET: 'u'.repeat(16) }).channels).toEqual({
      whatsapp: { appSecret: 'app-secret', verifyToken: 'verify-me', accessToken: 'EAAG-token', phoneNumberId: '106540352242922', graphUrl: 'https://graph.facebook.com/v21.0' },
      sms: { sendUrl: 'https://sms.example.com/v1/messages', apiKey: 'sms-key', from: 'ZARcode', webhookSecret: 's'.repeat(16) },
      ussd: { webhookSecret: 'u'.repeat(16) },
    });
    expect(load({ ...whatsapp, WHATSAPP_GRAPH_URL: 'http://127.0.0.1:9999/v21.0/' }).channels.whatsapp?.graphUrl).toBe('http://127.0.0.1:9999/v21.0');
  });

  it("wants a channel's settings together, naming those missing", () => {
    expect(refusal({ WHATSAPP_APP_SECRET: 'x', WHATSAPP_VERIFY_TOKEN: 'y' })).toBe(
      'Settings WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN, WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID must be given together (WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID missing)',
    );
    expect(refusal({ SMS_SEND_URL: 'https://sms.example.com/send' })).toMatch(/SMS_API_KEY, SMS_FROM, SMS_WEBHOOK_SECRET missing/);
  });

  it('reads a .env file, the environment winning', () => {
    writeFileSync(path.join(cwd, '.env'), 'PORT=4000\nSUPPORT_EMAIL=env-file@zarcode.co.za\n');
    expect(load({ PORT: '5000' })).toMatchObject({ port: 5000, supportEmail: 'env-file@zarcode.co.za' });
  });

  it('stops at a bad or unknown setting in the .env file, naming it', () => {
    writeFileSync(path.join(cwd, '.env'), 'PORT=abc\n');
    expect(refusal({})).toMatch(/\bPORT\b/);
    writeFileSync(path.join(cwd, '.env'), 'PROT=3000\n');
    expect(refusal({})).toMatch(/\bPROT\b/);
  });
});
