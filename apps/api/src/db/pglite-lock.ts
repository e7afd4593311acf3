import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** PGlite allows one process per data directory; a second opener would corrupt it. */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'estate.lock');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const pid = Number(readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${pid}. Stop that process first, or set DATABASE_URL to use a PostgreSQL server.`,
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}

/** The process, other than this one, that holds the data folder's lock; null when none does. */
export function lockHolder(dir: string): number | null {
  try {
    const pid = Number(readFileSync(path.join(dir, 'estate.lock'), 'utf8'));
    return pid && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
