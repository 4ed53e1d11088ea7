import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readManifest } from '../../src/server/backup/archive';
import { createBackup } from '../../src/server/backup/backup';
import { BackupError, productVersion } from '../../src/server/backup/manifest';
import { createProgress } from '../../src/server/backup/progress';
import { restoreBackup } from '../../src/server/backup/restore';
import { loadConfig } from '../../src/server/config';
import { openDatabase, selectRows, type Database } from '../../src/server/db/client';
import { createActors, startTestApp, type TestApp } from '../helpers/app';
import { createPgliteDataDir, createPostgresDatabase, type PostgresDatabase } from '../helpers/database';
import { startFakeS3, type FakeS3 } from '../helpers/fake-s3';
import { fetchBytes, jpeg, upload } from '../helpers/images';
import { switchPayFastOff } from '../helpers/payments';
import { PROJECT_ROOT, waitFor } from '../helpers/server-process';
import { createZarcode } from '../helpers/zarcodes';

// `npm run backup` and `npm run restore` (src/server/backup): a populated instance (users, codes, a photo,
// payments) backed up, restored into a new one, every table compared, and a server started on the
// restored data serving the photo. The embedded database with photos on disk (the api project), and
// PostgreSQL, backed up while its server runs, with photos in S3 (api-postgres).

const isPostgres = process.env.TEST_DATABASE === 'postgres';
/** A whole instance made, copied twice over and started again: minutes on a busy machine. */
const WHOLE_ROUND = 300_000;

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'zarcode-backup-test-'));
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const lines: string[] = [];
const startedAt = Date.now();
const progress = createProgress((line) => lines.push(line) && process.env.BACKUP_TEST_VERBOSE && console.log(`${Date.now() - startedAt} ${line}`));
const settings = (env: Record<string, string>) => loadConfig({ LOG_LEVEL: 'silent', ...env }, root);

/**
 * Every table's row count and the MD5 of its rows' text in order: worked out here on its own, not by
 * the fingerprints the backup itself checks with.
 */
async function tableContents(db: Database): Promise<Record<string, { rows: number; md5: string }>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const tables = await selectRows<{ name: string; qualified: string }>(
      tx,
      sql`select schemaname || '.' || tablename as name, quote_ident(schemaname) || '.' || quote_ident(tablename) as qualified
          from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    );
    const contents: Record<string, { rows: number; md5: string }> = {};
    for (const table of tables) {
      const [row] = await selectRows<{ rows: number; md5: string }>(
        tx,
        sql.raw(`select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from ${table.qualified} t`),
      );
      contents[table.name] = row!;
    }
    return contents;
  });
}

interface Populated {
  ownerEmail: string;
  code: string;
  photoPath: string;
  photo: Buffer;
  contents: Record<string, { rows: number; md5: string }>;
}

/**
 * Users, a code with a photo, a bundle bought through a (mock) payment, through the API as people
 * make them; then the tables' contents once the start-up jobs have recorded their runs.
 */
async function populate(app: TestApp): Promise<Populated> {
  const actors = await createActors(app);
  await switchPayFastOff(app.deps.db);
  const code = await createZarcode(app, actors.owner);
  const uploaded = await upload(app, `/api/zarcodes/${code.id}/images`, [{ name: 'gate.jpg', bytes: await jpeg() }], { token: actors.owner.token });
  expect(uploaded.status, uploaded.text).toBe(201);
  const photoPath: string = uploaded.body.images[0].urls.medium;
  const photo = await fetchBytes(app, photoPath);
  expect(photo.status).toBe(200);
  const payment = await app.request('POST', '/api/payments/create', { token: actors.other.token, body: { product: 'bundle', bundleType: 'starter' } });
  expect(payment.status, payment.text).toBe(201);
  const granted = await app.request('POST', `/api/payments/${payment.body.paymentId}/complete`, { token: actors.other.token });
  expect(granted.body).toMatchObject({ status: 'complete' });
  await waitFor('the start-up jobs to finish', async () => {
    const [open] = await selectRows<{ count: number }>(app.deps.db, sql`select count(*)::int as count from job_runs where finished_at is null`);
    return open!.count === 0 ? true : undefined;
  });
  const contents = await tableContents(app.deps.db);
  expect(contents['public.users']!.rows).toBe(4);
  expect(contents['public.zarcodes']!.rows).toBe(1);
  expect(contents['public.zarcode_images']!.rows).toBe(1);
  expect(contents['public.payments']!.rows).toBe(1);
  return { ownerEmail: actors.owner.email, code: code.zarcode, photoPath, photo: photo.bytes, contents };
}

/** What a server started on the restored data serves: the photo, the code, and a sign-in with the old password. */
async function expectServed(app: TestApp, populated: Populated) {
  const photo = await fetchBytes(app, populated.photoPath);
  expect(photo.status).toBe(200);
  expect(photo.headers.get('content-type')).toBe('image/webp');
  expect(photo.bytes.equals(populated.photo)).toBe(true);
  expect((await app.request('GET', `/api/zarcodes/${populated.code}`)).status).toBe(200);
  const login = await app.request('POST', '/api/auth/login', { body: { email: populated.ownerEmail, password: 'secret123' } });
  expect(login.status, login.text).toBe(200);
}

const refusal = async (work: Promise<unknown>): Promise<string> => {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BackupError);
  return (error as Error).message;
};

describe.runIf(!isPostgres)('npm run backup and restore: the embedded database, photos on disk', () => {
  it('backs up a populated instance, and a new DATA_DIR restored from it serves the same data and photo', async () => {
    const sourceDir = path.join(root, 'source');
    await createPgliteDataDir(sourceDir);
    const sourceDatabase = await openDatabase({ dataDir: sourceDir });
    const source = await startTestApp({}, { database: sourceDatabase, dataDir: sourceDir });
    let populated: Populated;
    const out = path.join(root, 'embedded.tar.gz');
    try {
      populated = await populate(source);
      // The server holds DATA_DIR: the copy would not be whole, so none is made.
      expect(await refusal(createBackup({ config: settings({ DATA_DIR: sourceDir }), out, progress }))).toMatch(
        /^The embedded database in .*source is open in another process \(pid \d+.*most likely the server\. .*Stop the server, run the backup, and start the server again/,
      );
      expect(readdirSync(root).filter((name) => name.startsWith('embedded'))).toEqual([]);
    } finally {
      await source.close();
      await sourceDatabase.close();
    }

    lines.length = 0;
    const { file, manifest } = await createBackup({ config: settings({ DATA_DIR: sourceDir }), out, progress });
    expect(file).toBe(out);
    expect(manifest).toMatchObject({
      format: 'zarcode-backup',
      product: { name: 'ZARcode', version: productVersion() },
      database: { kind: 'pglite', serverVersion: expect.stringMatching(/^\d+\.\d+/), pgliteVersion: expect.any(String) },
      photos: { storage: 'local', files: 2, missing: [] },
    });
    expect(Date.now() - Date.parse(manifest.createdAt)).toBeLessThan(5 * 60_000);
    expect(Object.fromEntries(manifest.database.tables.map((table) => [table.table, table.rows]))).toEqual(
      Object.fromEntries(Object.entries(populated.contents).map(([name, table]) => [name, table.rows])),
    );
    expect(await readManifest(file)).toEqual(manifest);
    expect(lines).toEqual(
      expect.arrayContaining([
        `Backing up to ${out}`,
        expect.stringMatching(/^ {2}\d+ tables, \d+ rows: counted and fingerprinted$/),
        expect.stringMatching(/^ {2}database files: (\d+) of \1$/),
        '  photo files: 2 of 2',
        expect.stringMatching(/^Backup written: .*embedded\.tar\.gz \(\d+\.\d MB\) in \d+\.\d s$/),
      ]),
    );

    // Never over an existing file.
    expect(await refusal(createBackup({ config: settings({ DATA_DIR: sourceDir }), out, progress }))).toMatch(/exists already: a backup never overwrites a file/);
    // A PostgreSQL configuration is not where an embedded database goes.
    expect(await refusal(restoreBackup({ config: settings({ DATA_DIR: path.join(root, 'elsewhere'), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }), file, progress }))).toMatch(
      /holds an embedded database, which goes into a DATA_DIR: unset DATABASE_URL/,
    );

    const restoredDir = path.join(root, 'restored');
    lines.length = 0;
    await restoreBackup({ config: settings({ DATA_DIR: restoredDir }), file, progress });
    expect(lines).toEqual(
      expect.arrayContaining([
        '  photo files: 2 of 2',
        "Restored: every table's rows and fingerprint match the backup's. Start the server on it.",
      ]),
    );
    expect(existsSync(path.join(restoredDir, 'db.restoring'))).toBe(false);
    // A DATA_DIR that holds a database is never restored into.
    expect(await refusal(restoreBackup({ config: settings({ DATA_DIR: restoredDir }), file, progress }))).toMatch(
      /restored already holds an embedded database .* A restore goes into an empty DATA_DIR only/,
    );

    const restoredDatabase = await openDatabase({ dataDir: restoredDir });
    try {
      // Before a server starts on it (its jobs write their runs).
      expect(await tableContents(restoredDatabase.db)).toEqual(populated.contents);
      const restored = await startTestApp({}, { database: restoredDatabase, dataDir: restoredDir });
      await expectServed(restored, populated).finally(() => restored.close());
    } finally {
      await restoredDatabase.close();
    }
  }, WHOLE_ROUND);
});

describe.runIf(isPostgres)('npm run backup and restore: PostgreSQL while its server runs, photos in S3', () => {
  const databases: PostgresDatabase[] = [];
  const buckets: FakeS3[] = [];
  afterAll(async () => {
    await Promise.all([...databases.map((database) => database.drop()), ...buckets.map((bucket) => bucket.close())]);
  });

  it('backs up a running instance, and a new database and bucket restored from it serve the same data and photo', async () => {
    const [sourceDb, targetDb] = await Promise.all([createPostgresDatabase('zarcode_backup_src'), createPostgresDatabase('zarcode_backup_dst')]);
    databases.push(sourceDb, targetDb);
    const [sourceBucket, targetBucket] = await Promise.all([startFakeS3(), startFakeS3()]);
    buckets.push(sourceBucket, targetBucket);
    const dataDir = path.join(root, 'data');
    mkdirSync(dataDir);

    const sourceDatabase = await openDatabase({ databaseUrl: sourceDb.url, dataDir: 'memory://', poolSize: 5 });
    const source = await startTestApp(sourceBucket.settings(), { database: sourceDatabase });
    let populated: Populated;
    let backup: Awaited<ReturnType<typeof createBackup>>;
    try {
      populated = await populate(source);
      lines.length = 0;
      // Into a folder: the file is named there.
      backup = await createBackup({ config: settings({ DATA_DIR: dataDir, DATABASE_URL: sourceDb.url, ...sourceBucket.settings() }), out: root, progress });
      // The server went on serving meanwhile.
      expect((await source.request('GET', `/api/zarcodes/${populated.code}`)).status).toBe(200);
    } finally {
      await source.close();
      await sourceDatabase.close();
    }
    const { file, manifest } = backup;
    expect(path.basename(file)).toMatch(/^zarcode-postgres-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/);
    expect(manifest).toMatchObject({
      database: { kind: 'postgres', pgDumpVersion: expect.stringMatching(/^pg_dump \(PostgreSQL\) \d+/) },
      photos: { storage: 's3', files: 2, missing: [] },
    });
    expect(Object.fromEntries(manifest.database.tables.map((table) => [table.table, table.rows]))).toEqual(
      Object.fromEntries(Object.entries(populated.contents).map(([name, table]) => [name, table.rows])),
    );
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/^PostgreSQL \d+\.\d+ at postgres:\/\/.*, with pg_dump \(PostgreSQL\) \d+/), '  database dumped']));

    const targetSettings = settings({ DATA_DIR: dataDir, DATABASE_URL: targetDb.url, ...targetBucket.settings() });
    // A database that holds anything is never restored into: here, the source itself.
    expect(await refusal(restoreBackup({ config: { ...targetSettings, databaseUrl: sourceDb.url }, file, progress }))).toMatch(
      /^The database at postgres:\/\/.* is not empty \(\d+ tables, views or sequences\)\. A restore goes into an empty database only/,
    );
    expect(targetBucket.objects.size).toBe(0);
    expect(await refusal(restoreBackup({ config: { ...targetSettings, databaseUrl: undefined }, file, progress }))).toMatch(/set DATABASE_URL to the empty database/);

    lines.length = 0;
    await restoreBackup({ config: targetSettings, file, progress });
    expect(lines).toEqual(expect.arrayContaining(['  photo files: 2 of 2', '  restoring the database (pg_restore, one transaction)']));
    expect([...targetBucket.objects.keys()].sort()).toEqual([...sourceBucket.objects.keys()].sort());
    for (const [key, object] of targetBucket.objects) {
      expect(object.body.equals(sourceBucket.objects.get(key)!.body)).toBe(true);
      expect(object.contentType).toBe('image/webp');
    }
    expect(await refusal(restoreBackup({ config: targetSettings, file, progress }))).toMatch(/is not empty/);

    const restoredDatabase = await openDatabase({ databaseUrl: targetDb.url, dataDir: 'memory://', poolSize: 5 });
    try {
      expect(await tableContents(restoredDatabase.db)).toEqual(populated.contents);
      const restored = await startTestApp(targetBucket.settings(), { database: restoredDatabase });
      await expectServed(restored, populated).finally(() => restored.close());
    } finally {
      await restoredDatabase.close();
    }
  }, WHOLE_ROUND);
});

describe.runIf(!isPostgres)('the commands', () => {
  const command = (args: string[], env: Record<string, string>) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        path.join(PROJECT_ROOT, 'node_modules/.bin/tsx'),
        [path.join(PROJECT_ROOT, 'src/server/backup/cli.ts'), ...args],
        { cwd: root, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } },
        (error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
      );
    });

  it('stop with the reason and exit code 1 when they cannot go on', async () => {
    const env = { DATA_DIR: path.join(root, 'no-such-data') };
    const [noDatabase, noFile] = await Promise.all([
      command(['backup', '--out', path.join(root, 'none.tar.gz')], env),
      command(['restore', path.join(root, 'missing.tar.gz')], env),
    ]);
    expect(noDatabase.code).toBe(1);
    expect(noDatabase.stderr).toMatch(/^Backup stopped: .*no-such-data holds no embedded database \(no db\/ folder\): nothing to back up/);
    expect(noFile).toMatchObject({ code: 1, stderr: `Restore stopped: ${path.join(root, 'missing.tar.gz')} does not exist\n` });
    expect(existsSync(path.join(root, 'none.tar.gz'))).toBe(false);
  }, 60_000);
});
