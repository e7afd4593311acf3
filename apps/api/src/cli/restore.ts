/**
 * Restores a backup archive into an empty data folder (or an empty PostgreSQL database):
 *   DATA_DIR=./data-restored npm run restore -- backups/estate-2026-11-25.tar.gz
 *   npm run restore -- FILE --check     checks the archive (every checksum) and changes nothing
 */
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../env.js';
import { checkBackup, restoreBackup, RestoreError } from '../services/backup/restore-backup.js';
import { fileStoreFor } from '../services/files/file-store.js';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { check: { type: 'boolean' } },
    allowPositionals: true,
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    console.error('Usage: npm run restore -- FILE [--check]');
    return 2;
  }
  if (!existsSync(file)) {
    console.error(`${path.resolve(file)} does not exist.`);
    return 2;
  }
  const backup = await checkBackup(createReadStream(file));
  try {
    const { manifest } = backup;
    console.log(
      `${path.resolve(file)}: a backup of ${manifest.createdAt} (release ${manifest.appVersion}, ${manifest.migration}); ` +
        `${Object.keys(manifest.database.tables).length} tables, ${manifest.files.length} files; every checksum matches.`,
    );
    if (values.check) return 0;
    const config = loadConfig({ ...process.env, DEMO: 'false' });
    const summary = await restoreBackup(backup, {
      config,
      store: fileStoreFor(config),
      localFiles: !config.s3,
      envAuthSecret: process.env.AUTH_SECRET || undefined,
    });
    console.log(
      `Restored into ${config.databaseUrl ? 'the PostgreSQL database in DATABASE_URL' : config.dataDir}: ` +
        `${summary.tables} tables, ${summary.rows} rows, ${summary.files} files, in ${(summary.ms / 1000).toFixed(1)} s. ` +
        `Start the server on it as usual.`,
    );
    return 0;
  } finally {
    await backup.dispose();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const known =
      err instanceof RestoreError || err instanceof ConfigError || /in use by process/.test(String(err));
    console.error(known ? (err as Error).message : `Restore failed: ${(err as Error).message}`);
    process.exit(1);
  },
);
