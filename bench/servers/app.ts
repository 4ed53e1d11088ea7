// The product itself, built by buildApp() as main.ts does: DATABASE_URL for PostgreSQL, else the
// PGlite database in DATA_DIR. LOG_LEVEL silent, so logging is not what is measured; LOOKUP_LIMITS off,
// as every lookup comes from this machine's one address: the bench measures the lookup, not its limit.
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { listenAndReport } from './listen';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', LOOKUP_LIMITS: 'off' });
const { app } = await buildApp({ config });
await listenAndReport(app);
