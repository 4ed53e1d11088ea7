// Run as `node --import tsx tests/helpers/seed-mock-payments-cli.ts <dataDir>`: makes the embedded
// database of a server not started yet with PayFast switched off in System Settings, as a super admin
// does on /a/settings. The browser tests' shared server has no PayFast credentials and pays in mock
// mode; with PayFast on (a new install's setting) it would take no payment at all.
import { openDatabase } from '../../src/server/db/client';
import { switchPayFastOff } from './payments';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: seed-mock-payments-cli.ts <dataDir>');
const database = await openDatabase({ dataDir });
try {
  await switchPayFastOff(database.db);
} finally {
  await database.close();
}
