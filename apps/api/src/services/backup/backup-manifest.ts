import { z } from 'zod';

/**
 * What a backup archive holds (docs/decisions/050-backup-and-restore.md). The archive is a gzipped
 * tar, so `tar -tzf` lists it without this program:
 *
 *   database/dump.sql or database/dump.pgdump   the database
 *   files/<storage key>                          every stored file a row names
 *   secrets/auth-secret                          the data folder's signing secret, when it has one
 *   manifest.json                                this manifest, last (it holds the checksums)
 */
export const BACKUP_FORMAT = 'nz-estate-platform-backup';
export const MANIFEST_NAME = 'manifest.json';
export const AUTH_SECRET_NAME = 'secrets/auth-secret';
export const FILES_PREFIX = 'files/';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const entry = z.object({ name: z.string().min(1), bytes: z.number().int().nonnegative(), sha256 });

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  /** The newest migration the database had: a restore into an older release is refused. */
  migration: z.string(),
  database: entry.extend({
    /** Where it came from: `sql` (plain SQL from the embedded database) or `pg_dump-custom`. */
    format: z.enum(['sql', 'pg_dump-custom']),
    source: z.enum(['pglite', 'postgres']),
    /** Rows in each table (`schema.table`) when the dump was taken. */
    tables: z.record(z.string(), z.number().int().nonnegative()),
  }),
  files: z.array(entry.extend({ key: z.string().min(1) })),
  /** Keys a row names whose file was not in the store when the backup was taken. */
  missingFiles: z.array(z.string()),
  /** `included`: the data folder's secret is in the archive; `environment`: AUTH_SECRET is set. */
  authSecret: z.discriminatedUnion('from', [
    z.object({ from: z.literal('included') }).extend(entry.shape),
    z.object({ from: z.literal('environment') }),
  ]),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** A safe archive path for a storage key: keys are relative, slash-separated and never climb. */
export function isSafeKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 1024 &&
    !key.startsWith('/') &&
    !key.includes('\\') &&
    !key.includes('\0') &&
    key.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}
