import { rmSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { writeBackup, type BackupSource } from './write-backup.js';

/**
 * The embedded database allows one process, so `npm run backup` cannot open it while the server
 * runs. Instead the server listens on a Unix socket inside its data folder (mode 0600): whoever can
 * reach the socket could copy the data folder anyway, so the file system's permissions are the
 * check, and nothing is exposed on the network.
 */
export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, 'control.sock');
}

export async function startControlSocket(
  source: BackupSource,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const socket = controlSocketPath(source.dataDir);
  let busy = false;
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    if (busy) {
      res.writeHead(409, { 'content-type': 'text/plain' }).end('A backup is already being written.');
      return;
    }
    busy = true;
    res.writeHead(200, { 'content-type': 'application/gzip' });
    writeBackup(source, res, { live: true })
      .then((summary) =>
        log.info(
          { archiveBytes: summary.archiveBytes, files: summary.manifest.files.length, ms: summary.ms },
          'backup written',
        ),
      )
      .catch((err: unknown) => {
        log.error({ err }, 'backup failed');
        // The client sees the archive end early (no manifest) and discards it.
        res.destroy(err as Error);
      })
      .finally(() => (busy = false));
  });
  // This process holds the data folder's lock, so a socket left here is a dead process's.
  rmSync(socket, { force: true });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socket, resolve);
    });
    await chmod(socket, 0o600);
  } catch (err) {
    log.warn(
      { err, socket },
      'the backup socket could not be opened: npm run backup works only while the server is stopped',
    );
    return async () => {};
  }
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(socket, { force: true });
  };
}

/** Asks the running server for a backup; resolves with the archive stream. */
export function requestBackup(dataDir: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { socketPath: controlSocketPath(dataDir), path: '/backup', method: 'GET' },
      (res) => {
        if (res.statusCode === 200) return resolve(res);
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => reject(new Error(body || `The server answered ${res.statusCode}.`)));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT' || err.code === 'ECONNREFUSED'
          ? new Error(
              `The server using ${dataDir} does not answer on its backup socket (${controlSocketPath(dataDir)}). Restart it with this release, or stop it and run the backup again.`,
            )
          : err,
      ),
    );
    req.end();
  });
}
