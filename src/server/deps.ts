import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import type { TokenIssuer } from './features/auth';
import type { ChannelService } from './features/channels';
import type { MailService } from './mail/service';
import type { NotificationProcessor } from './features/payments';
import type { DataExportRunner } from './features/privacy';
import type { LookupCache, CodeLookupLimit, ViewCounter } from './features/zarcodes';
import type { Mailer } from './infra/mailer';
import type { SecretBox } from './infra/secrets';
import type { PayfastGateway } from './infra/payfast/gateway';
import type { ObjectStorage } from './infra/storage';
import type { WebhookDestinations } from './features/webhooks';

/** What feature routes are given: passed as arguments, not hung on the Fastify instance. */
export interface AppDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  /** The product's e-mails by template, each recorded in the e-mail log. */
  mail: MailService;
  tokens: TokenIssuer;
  /** Seals the second factors' TOTP secrets in the database (a key derived from the JWT secret). */
  totpSecrets: SecretBox;
  logger: Logger;
  viewCounter: ViewCounter;
  /** The public lookup's rows of the last second (features/zarcodes/lookup-cache.ts). */
  lookupCache: LookupCache;
  /** The per-address limit on resolving codes by their text, which keeps private codes from being guessed. */
  codeLookups: CodeLookupLimit;
  /** PayFast's gateway (checkout URL, validate call) and the processor of its notifications. */
  payfast: { gateway: PayfastGateway; notifications: NotificationProcessor };
  /** Where photos are kept: DATA_DIR/images, or the S3 bucket of the S3_* settings. */
  storage: ObjectStorage;
  /** Where people's data exports are kept until they expire: DATA_DIR/exports, or the same bucket. */
  exportStorage: ObjectStorage;
  /** Builds the data exports people ask for, in the background (features/privacy). */
  dataExports: DataExportRunner;
  /** The conversations on WhatsApp, by SMS and by USSD, and the SMS the server sends on its own. */
  channels: ChannelService;
  /** Where webhooks may go (WEBHOOKS_ALLOW_PRIVATE) and how their hosts are resolved. */
  webhookDestinations: WebhookDestinations;
}
