/**
 * Writes one backup archive of the database and the stored files:
 *   npm run backup -- --out /backups/estate-2026-11-25.tar.gz
 * With the embedded database, works whether the server is running (it asks the server) or not.
 * The archive is read back and checked before it is given its name; a failed run leaves no file.
 */
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { openDatabase, openPglite } from '../db/client.js';
import { lockDataDir, lockHolder } from '../db/pglite-lock.js';
import { ConfigError, loadConfig } from '../env.js';
import { appVersion } from '../lib/app-version.js';
import { requestBackup } from '../services/backup/control-socket.js';
import { checkBackup } from '../services/backup/restore-backup.js';
import { writeBackup, type BackupSource } from '../services/backup/write-backup.js';
import { fileStoreFor } from '../services/files/file-store.js';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) {
    console.error(
      'Usage: npm run backup -- --out FILE   (for example --out backups/estate-2026-11-25.tar.gz)',
    );
    return 2;
  }
  const out = path.resolve(values.out);
  if (existsSync(out)) {
    console.error(`${out} already exists; a backup never overwrites a file. Choose a new name.`);
    return 2;
  }
  const config = loadConfig({ ...process.env, DEMO: 'false' });
  const partial = `${out}.partial`;
  const started = performance.now();
  try {
    const file = createWriteStream(partial, { mode: 0o600, flags: 'wx' });
    const common = {
      store: fileStoreFor(config),
      dataDir: config.dataDir,
      authSecret: config.authSecret,
      appVersion: appVersion(),
    };
    if (config.databaseUrl) {
      const database = await openDatabase(config);
      try {
        await writeBackup({ ...common, database }, file, { live: false });
      } finally {
        await database.close();
      }
    } else if (lockHolder(config.dataDir)) {
      console.log(
        `The server (process ${lockHolder(config.dataDir)}) is using ${config.dataDir}; asking it for the backup.`,
      );
      await pipeline(await requestBackup(config.dataDir), file);
    } else {
      const dir = path.join(config.dataDir, 'pglite');
      if (!existsSync(path.join(dir, 'PG_VERSION'))) {
        file.destroy();
        console.error(`There is no database in ${config.dataDir} to back up (DATA_DIR).`);
        await rm(partial, { force: true });
        return 1;
      }
      const unlock = lockDataDir(config.dataDir);
      try {
        const pglite = await openPglite(dir);
        const source: BackupSource = { ...common, database: { kind: 'pglite', pglite } };
        try {
          await writeBackup(source, file, { live: false });
        } finally {
          await pglite.close();
        }
      } finally {
        unlock();
      }
    }
    // Read it back: a backup nobody has checked is a hope, not a backup.
    const checked = await checkBackup(createReadStream(partial));
    await checked.dispose();
    await rename(partial, out);
    const { manifest } = checked;
    const rows = Object.values(manifest.database.tables).reduce((a, b) => a + b, 0);
    const fileBytes = manifest.files.reduce((a, f) => a + f.bytes, 0);
    console.log(
      [
        `Backup written and checked: ${out}`,
        `  ${((await stat(out)).size / 1e6).toFixed(1)} MB compressed, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        `  database (${manifest.database.source}, ${manifest.migration}): ${Object.keys(manifest.database.tables).length} tables, ${rows} rows`,
        `  files: ${manifest.files.length} (${(fileBytes / 1e6).toFixed(1)} MB)`,
        ...(manifest.missingFiles.length
          ? [
              `  warning: ${manifest.missingFiles.length} file(s) named by the database were not in the store: ${manifest.missingFiles.slice(0, 5).join(', ')}`,
            ]
          : []),
        manifest.authSecret.from === 'included'
          ? '  the data folder’s secret is inside: keep the archive as private as the data itself'
          : '  AUTH_SECRET comes from the environment: keep it with this backup, a restore needs the same one',
      ].join('\n'),
    );
    return 0;
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : `Backup failed: ${(err as Error).message}`);
    process.exit(1);
  },
);
