// Run as `node --import tsx tests/helpers/seed-user-cli.ts <dataDir> <email> <password> <role>`:
// makes the embedded database of a server not started yet, with one user in it. Browser tests use
// it for accounts no API makes (a plain admin), in a process of its own so that PGlite's memory
// never stays with the test worker.
import { openDatabase } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/features/auth/service';
import type { Role } from '../../src/domain/auth/roles';

const [dataDir, email, password, role] = process.argv.slice(2);
if (!dataDir || !email || !password || !role) throw new Error('usage: seed-user-cli.ts <dataDir> <email> <password> <role>');
const database = await openDatabase({ dataDir });
try {
  await database.db.insert(users).values({
    email,
    firstName: 'Ayanda',
    lastName: 'Admin',
    role: role as Role,
    passwordHash: await hashPassword(password),
  });
} finally {
  await database.close();
}
