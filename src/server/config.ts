import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseDotenv } from 'dotenv';
import { z } from 'zod';
import { PRODUCT_NAME } from '../domain/brand';

const optionalText = z.string().trim().min(1).optional();
// http(s) only: `localhost:3000` is a valid URL (scheme `localhost:`), but it makes broken links.
const optionalUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional();

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
  /** `off` only for benchmarks and load tests of the lookup itself (features/zarcodes/lookup-limit.ts). */
  LOOKUP_LIMITS: z.enum(['on', 'off']).default('on'),
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
const OWN_PREFIXES = ['METRICS_', 'LOOKUP_', 'GOOGLE_MAPS_', 'PAYFAST_', 'S3_', 'SMTP_', 'ADMIN_', 'JWT_', 'MAIL_', 'TILE_', 'GTM_'];

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
  logLevel: Settings['LOG_LEVEL'];
  /** What GET /metrics asks for as `Authorization: Bearer ...`; undefined: no /metrics on the app's port. */
  metricsToken: string | undefined;
  /** The port of the listener that serves /metrics alone; undefined: none. */
  metricsPort: number | undefined;
  /** Whether code lookups are limited per address (always, but in benchmarks and load tests). */
  hasLookupLimits: boolean;
  /** Proxy hops whose X-Forwarded-For is believed (0: none, the socket's address is the client). */
  trustProxyHops: number;
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
    logLevel: s.LOG_LEVEL,
    metricsToken: s.METRICS_TOKEN,
    metricsPort: s.METRICS_PORT,
    hasLookupLimits: s.LOOKUP_LIMITS === 'on',
    trustProxyHops: s.TRUST_PROXY,
    isProduction: s.NODE_ENV === 'production',
  };
}

function readDotenv(cwd: string): Record<string, string> {
  const file = path.join(cwd, '.env');
  return existsSync(file) ? parseDotenv(readFileSync(file)) : {};
}
