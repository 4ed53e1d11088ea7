import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PROJECT_ROOT } from '../project-root';

// What a backup file holds. A gzipped tar of:
//   database/pglite/...       the embedded database's folder, copied while no server had it open
//   database/postgres.dump    or pg_dump's custom-format archive of the PostgreSQL database
//   photos/<key>              every photo file the database names, by its storage key
//   manifest.json             last, once all is known (the photos that were missing, the bytes)

export const MANIFEST_ENTRY = 'manifest.json';
export const PGLITE_ENTRY_PREFIX = 'database/pglite/';
export const POSTGRES_DUMP_ENTRY = 'database/postgres.dump';
export const PHOTO_ENTRY_PREFIX = 'photos/';

/** Something the operator must hear about: a refusal or a failure, in words to act on. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const tableSchema = z.object({
  /** `schema.table`, e.g. `public.users` or `drizzle.__drizzle_migrations`. */
  table: z.string(),
  rows: z.number().int().min(0),
  /** A digest of every row's text, whatever their order (backup/fingerprints.ts). */
  fingerprint: z.string(),
});
export type TableFingerprint = z.infer<typeof tableSchema>;

export const manifestSchema = z.object({
  format: z.literal('zarcode-backup'),
  formatVersion: z.literal(1),
  product: z.object({ name: z.string(), version: z.string() }),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** PostgreSQL's version: the server's, or the one PGlite embeds. */
    serverVersion: z.string(),
    /** The embedded database's package version: another major may not read its folder. */
    pgliteVersion: z.string().optional(),
    /** pg_dump's version line: pg_restore of the same major or newer reads its archive. */
    pgDumpVersion: z.string().optional(),
    /** How many of the product's migrations the database had: a newer product's backup is refused by an older one. */
    migrations: z.number().int().min(0),
    tables: z.array(tableSchema),
  }),
  photos: z.object({
    /** Where they were kept: 'local' (DATA_DIR/images) or 's3'. They go back into whichever storage is configured. */
    storage: z.enum(['local', 's3']),
    files: z.number().int().min(0),
    bytes: z.number().int().min(0),
    /** Keys the database named but storage did not have (deleted between the snapshot and the copy). */
    missing: z.array(z.string()),
  }),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** The product's version, from package.json. */
export function productVersion(): string {
  return (JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The package version of the embedded database (PGlite) installed. */
export function pgliteVersion(): string {
  const file = path.join(PROJECT_ROOT, 'node_modules/@electric-sql/pglite/package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
