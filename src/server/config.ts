import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseDotenv } from 'dotenv';
import { z } from 'zod';
import { PRODUCT_NAME } from '../domain/brand';

const optionalText = z.string().trim().min(1).optional();
// http(s) only: `localhost:3000` is a valid URL (scheme `localhost:`), but it makes broken links.
const optionalUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional();

// A secret a caller sends with each webhook call: long enough that it cannot be guessed call by call.
const webhookSecret = z.string().trim().min(16, 'must be at least 16 characters').optional();

/** Every setting of the product. Names are the environment variables (or `.env` keys). */
const settingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: optionalUrl,
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  /** `optional` only for development and test set-ups: admins then reach /a with their password alone. */
  ADMIN_MFA: z.enum(['required', 'optional'], { error: 'must be required or optional' }).default('required'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default(`${PRODUCT_NAME} <no-reply@zarcode.local>`),
  SUPPORT_EMAIL: z.email().default('support@zarcode.co.za'),
  PAYFAST_MERCHANT_ID: optionalText,
  PAYFAST_MERCHANT_KEY: optionalText,
  PAYFAST_PASSPHRASE: optionalText,
  PAYFAST_BASE_URL: optionalUrl,
  /** Comma-separated hosts, IPv4 addresses and CIDR ranges PayFast notifications may come from. */
  PAYFAST_NOTIFY_SOURCES: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9.:/-]+(\s*,\s*[A-Za-z0-9.:/-]+)*$/, 'must be hosts, IP addresses or CIDR ranges, separated by commas')
    .optional(),
  /** Override of Google's Maps API host, for tests (a local fake); the key is a System Setting. */
  GOOGLE_MAPS_BASE_URL: optionalUrl,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: optionalText,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  TILE_URL: z
    .string()
    .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an http(s) URL with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
    .optional(),
  /** Behind a load balancer or reverse proxy: how many proxy hops to trust for the client's IP. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** WhatsApp (Meta's Cloud API): the app's secret signs the webhook calls; the token and number send. */
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_VERIFY_TOKEN: optionalText,
  WHATSAPP_ACCESS_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: z.string().trim().regex(/^\d+$/, 'must be the phone number id Meta shows (digits)').optional(),
  /** Meta's Graph API with its version; tests point it at a local fake. */
  WHATSAPP_GRAPH_URL: optionalUrl,
  /** An SMS aggregator: its send API (a JSON POST with a bearer key), our sender, and its webhook's secret. */
  SMS_SEND_URL: optionalUrl,
  SMS_API_KEY: optionalText,
  SMS_FROM: optionalText,
  SMS_WEBHOOK_SECRET: webhookSecret,
  /** A USSD gateway's session callbacks carry this secret. */
  USSD_WEBHOOK_SECRET: webhookSecret,
  /** `off` only for benchmarks and load tests of the lookup itself (features/zarcodes/lookup-limit.ts). */
  LOOKUP_LIMITS: z.enum(['on', 'off']).default('on'),
  /**
   * `1` lets webhooks go to private, loopback and link-local addresses, over http too: for tests and
   * closed networks only (features/webhooks: the guard against requests into the server's own network).
   */
  WEBHOOKS_ALLOW_PRIVATE: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0'),
  /** The bearer token that GET /metrics asks for; without it /metrics answers 404 on the app's port. */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces')
    .min(16, 'must be at least 16 characters')
    .optional(),
  /** A second port serving GET /metrics alone, for a scraper on a private network. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
});

type Settings = z.infer<typeof settingsSchema>;
const SETTING_NAMES = new Set(Object.keys(settingsSchema.shape));
/** Families of our settings: an unknown name in one of them is a typo worth stopping for. */
const OWN_PREFIXES = ['METRICS_', 'WEBHOOKS_', 'LOOKUP_', 'GOOGLE_MAPS_', 'PAYFAST_', 'S3_', 'SMTP_', 'ADMIN_', 'JWT_', 'MAIL_', 'TILE_', 'GTM_', 'WHATSAPP_', 'SMS_', 'USSD_'];

/** Meta's Graph API, at the version the WhatsApp adapter speaks. */
export const DEFAULT_WHATSAPP_GRAPH_URL = 'https://graph.facebook.com/v21.0';

/** WhatsApp through Meta's Cloud API (the WHATSAPP_* settings). */
export interface WhatsAppSettings {
  /** The Meta app's secret: X-Hub-Signature-256 is the HMAC-SHA256 of each webhook body with it. */
  appSecret: string;
  /** What Meta sends back when the webhook is verified. */
  verifyToken: string;
  /** The (permanent) access token that sends messages. */
  accessToken: string;
  phoneNumberId: string;
  graphUrl: string;
}

/** An SMS aggregator (the SMS_* settings). */
export interface SmsSettings {
  /** Its send API: a JSON POST of { to, from, text } with `Authorization: Bearer <apiKey>`. */
  sendUrl: string;
  apiKey: string;
  /** Our sender: a number or sender id the aggregator gave us. */
  from: string;
  /** What the aggregator's calls to our webhook carry. */
  webhookSecret: string;
}

/** A USSD gateway (the USSD_* settings). */
export interface UssdSettings {
  webhookSecret: string;
}

/** The messaging channels; each one is off (undefined) until its settings are given. */
export interface ChannelSettings {
  whatsapp: WhatsAppSettings | undefined;
  sms: SmsSettings | undefined;
  ussd: UssdSettings | undefined;
}

/** The settings that switch each channel on, all of a channel's together. */
export const CHANNEL_SETTINGS = {
  whatsapp: ['WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'],
  sms: ['SMS_SEND_URL', 'SMS_API_KEY', 'SMS_FROM', 'SMS_WEBHOOK_SECRET'],
  ussd: ['USSD_WEBHOOK_SECRET'],
} as const satisfies Record<keyof ChannelSettings, readonly (keyof Settings)[]>;

/** An S3-compatible bucket for photos (the S3_* settings). */
export interface S3Settings {
  /** e.g. https://s3.af-south-1.amazonaws.com or http://127.0.0.1:9000 (MinIO); AWS when absent. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** https://host/bucket/key rather than https://bucket.host/key (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  /**
   * Whether admins and super admins must sign in with a second factor (an authenticator app's code)
   * before they may act as admins (ADMIN_MFA); until they set one up they act as users.
   */
  isAdminTotpRequired: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  payfast: {
    merchantId: string | undefined;
    merchantKey: string | undefined;
    passphrase: string | undefined;
    baseUrl: string | undefined;
    /** Where notifications may come from; undefined means PayFast's published hosts and ranges. */
    notifySources: string[] | undefined;
  };
  s3: S3Settings | undefined;
  tileUrl: string;
  googleMapsBaseUrl: string | undefined;
  gtmId: string | undefined;
  /** WhatsApp, SMS and USSD: each undefined (off) until its settings are given. */
  channels: ChannelSettings;
  logLevel: Settings['LOG_LEVEL'];
  /** What GET /metrics asks for as `Authorization: Bearer ...`; undefined: no /metrics on the app's port. */
  metricsToken: string | undefined;
  /** The port of the listener that serves /metrics alone; undefined: none. */
  metricsPort: number | undefined;
  /** Whether code lookups are limited per address (always, but in benchmarks and load tests). */
  hasLookupLimits: boolean;
  /** Proxy hops whose X-Forwarded-For is believed (0: none, the socket's address is the client). */
  trustProxyHops: number;
  webhooks: {
    /** Whether webhooks may go to private, loopback and link-local addresses, and over http. */
    allowPrivate: boolean;
  };
  isProduction: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the settings. Values come from `env`, then from a `.env` file in `cwd`.
 * Throws ConfigError naming the first bad setting.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): Config {
  const fileValues = readDotenv(cwd);
  for (const name of Object.keys(fileValues)) {
    if (!SETTING_NAMES.has(name)) throw new ConfigError(`Unknown setting ${name} in .env`);
  }
  for (const name of Object.keys(env)) {
    if (OWN_PREFIXES.some((prefix) => name.startsWith(prefix)) && !SETTING_NAMES.has(name)) {
      throw new ConfigError(`Unknown setting ${name}`);
    }
  }
  const raw: Record<string, string | undefined> = { ...fileValues };
  for (const name of SETTING_NAMES) {
    const value = env[name];
    if (value !== undefined && value !== '') raw[name] = value;
  }
  const parsed = settingsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`Setting ${name} is invalid: ${issue.message}`);
  }
  const s = parsed.data;
  if (Boolean(s.ADMIN_EMAIL) !== Boolean(s.ADMIN_PASSWORD)) {
    throw new ConfigError('Settings ADMIN_EMAIL and ADMIN_PASSWORD must be given together');
  }
  if (s.METRICS_PORT !== undefined && s.METRICS_PORT !== 0 && s.METRICS_PORT === s.PORT) {
    throw new ConfigError('Setting METRICS_PORT must differ from PORT');
  }
  const s3Values = [s.S3_BUCKET, s.S3_ACCESS_KEY_ID, s.S3_SECRET_ACCESS_KEY];
  if (s3Values.some(Boolean) && !s3Values.every(Boolean)) {
    throw new ConfigError(
      'Settings S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be given together',
    );
  }
  for (const names of Object.values(CHANNEL_SETTINGS)) {
    const given = names.filter((name) => s[name] !== undefined);
    if (given.length > 0 && given.length < names.length) {
      throw new ConfigError(`Settings ${names.join(', ')} must be given together (${names.filter((name) => s[name] === undefined).join(', ')} missing)`);
    }
  }
  return {
    port: s.PORT,
    host: s.HOST,
    dataDir: path.resolve(cwd, s.DATA_DIR),
    databaseUrl: s.DATABASE_URL,
    publicUrl: (s.PUBLIC_URL ?? `http://localhost:${s.PORT}`).replace(/\/+$/, ''),
    jwtSecret: s.JWT_SECRET,
    admin:
      s.ADMIN_EMAIL && s.ADMIN_PASSWORD
        ? { email: s.ADMIN_EMAIL, password: s.ADMIN_PASSWORD }
        : undefined,
    isAdminTotpRequired: s.ADMIN_MFA === 'required',
    smtpUrl: s.SMTP_URL,
    mailFrom: s.MAIL_FROM,
    supportEmail: s.SUPPORT_EMAIL,
    payfast: {
      merchantId: s.PAYFAST_MERCHANT_ID,
      merchantKey: s.PAYFAST_MERCHANT_KEY,
      passphrase: s.PAYFAST_PASSPHRASE,
      baseUrl: s.PAYFAST_BASE_URL,
      notifySources: s.PAYFAST_NOTIFY_SOURCES?.split(',').map((entry) => entry.trim()),
    },
    s3:
      s.S3_BUCKET && s.S3_ACCESS_KEY_ID && s.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: s.S3_ENDPOINT,
            region: s.S3_REGION ?? 'af-south-1',
            bucket: s.S3_BUCKET,
            accessKeyId: s.S3_ACCESS_KEY_ID,
            secretAccessKey: s.S3_SECRET_ACCESS_KEY,
            forcePathStyle: s.S3_FORCE_PATH_STYLE === 'true',
          }
        : undefined,
    tileUrl: s.TILE_URL,
    googleMapsBaseUrl: s.GOOGLE_MAPS_BASE_URL,
    gtmId: s.GTM_ID,
    channels: channelSettingsOf(s),
    logLevel: s.LOG_LEVEL,
    metricsToken: s.METRICS_TOKEN,
    metricsPort: s.METRICS_PORT,
    hasLookupLimits: s.LOOKUP_LIMITS === 'on',
    trustProxyHops: s.TRUST_PROXY,
    webhooks: { allowPrivate: s.WEBHOOKS_ALLOW_PRIVATE === '1' },
    isProduction: s.NODE_ENV === 'production',
  };
}

function channelSettingsOf(s: Settings): ChannelSettings {
  return {
    whatsapp:
      s.WHATSAPP_APP_SECRET && s.WHATSAPP_VERIFY_TOKEN && s.WHATSAPP_ACCESS_TOKEN && s.WHATSAPP_PHONE_NUMBER_ID
        ? {
            appSecret: s.WHATSAPP_APP_SECRET,
            verifyToken: s.WHATSAPP_VERIFY_TOKEN,
            accessToken: s.WHATSAPP_ACCESS_TOKEN,
            phoneNumberId: s.WHATSAPP_PHONE_NUMBER_ID,
            graphUrl: (s.WHATSAPP_GRAPH_URL ?? DEFAULT_WHATSAPP_GRAPH_URL).replace(/\/+$/, ''),
          }
        : undefined,
    sms:
      s.SMS_SEND_URL && s.SMS_API_KEY && s.SMS_FROM && s.SMS_WEBHOOK_SECRET
        ? { sendUrl: s.SMS_SEND_URL, apiKey: s.SMS_API_KEY, from: s.SMS_FROM, webhookSecret: s.SMS_WEBHOOK_SECRET }
        : undefined,
    ussd: s.USSD_WEBHOOK_SECRET ? { webhookSecret: s.USSD_WEBHOOK_SECRET } : undefined,
  };
}

function readDotenv(cwd: string): Record<string, string> {
  const file = path.join(cwd, '.env');
  return existsSync(file) ? parseDotenv(readFileSync(file)) : {};
}
