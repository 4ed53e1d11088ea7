import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import type { TokenIssuer } from './features/auth/tokens';
import type { ViewCounter } from './features/zarcodes/view-counter';
import type { Mailer } from './infra/mailer';
import type { AuthGuards } from './plugins/auth';

/** What feature routes are given: passed as arguments, not hung on the Fastify instance. */
export interface AppDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  tokens: TokenIssuer;
  guards: AuthGuards;
  logger: Logger;
  viewCounter: ViewCounter;
}
