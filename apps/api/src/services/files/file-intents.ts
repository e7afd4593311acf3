import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { fileIntents } from '../../db/schema.js';
import { rowsOf } from '../outbox/worker.js';
import type { FileStore } from './file-store.js';
import type { StagedFile } from './staged-file.js';

/**
 * The write-ahead log for files (docs/decisions/010-no-orphan-files-and-outbox-leases.md). Every
 * key is recorded before a file is written to it, in its own committed statement, so a crash at
 * any point leaves either an owning row or an intent the sweeper will clean up: never a file that
 * nothing knows about. Works the same for local disk and S3, with no listing of the store.
 */

/** A staged upload and the key it is to be stored under (its intent already recorded). */
export interface PlacedFile {
  file: StagedFile;
  key: string;
}

/** What a change that stores staged files fills in as it goes (withPlacedFiles). */
export interface PlacedFiles {
  placed: readonly PlacedFile[];
  /** The files moved to their keys: push each one as soon as it is moved. */
  moved: PlacedFile[];
  /** The files that could not be stored, said to the person (spec 1 §8). */
  skippedFiles: { fileName: string; reason: string }[];
}

/**
 * A change that stores staged uploads (a new estate, a notification, a reply), done the one safe
 * way: each file's final key (`keyOf`) is recorded before anything is written there, then `work`
 * moves the files and commits the rows that own them. Afterwards the files it could not store are
 * discarded (with their staging copies); if `work` fails, every key and staging copy is, so a
 * failure half-way leaves nothing behind. Answers what `work` answered and the skipped files.
 */
export async function withPlacedFiles<T>(
  deps: { db: Db; store: FileStore },
  files: readonly StagedFile[],
  keyOf: (file: StagedFile, index: number) => string,
  work: (files: PlacedFiles) => Promise<T>,
): Promise<{ result: T; skippedFiles: PlacedFiles['skippedFiles'] }> {
  const { db, store } = deps;
  const placed = files.map((file, i) => ({ file, key: keyOf(file, i) }));
  const scope: PlacedFiles = { placed, moved: [], skippedFiles: [] };
  try {
    await recordFileIntents(
      db,
      placed.map((p) => p.key),
    );
    const result = await work(scope);
    // A file that could not be moved may have left part of itself on either key.
    const movedKeys = new Set(scope.moved.map((m) => m.key));
    const skipped = placed.filter((p) => !movedKeys.has(p.key));
    await discardFiles(db, store, [...skipped.map((p) => p.key), ...skipped.map((p) => p.file.stagingKey)]);
    return { result, skippedFiles: scope.skippedFiles };
  } catch (err) {
    // A file sent earlier on its own stays staged unless it was moved: the form can be sent again.
    const moved = new Set(scope.moved.map((m) => m.file.stagingKey));
    const staging = files.filter((f) => !f.preStaged || moved.has(f.stagingKey)).map((f) => f.stagingKey);
    await discardFiles(db, store, [...placed.map((p) => p.key), ...staging]);
    throw err;
  }
}

/** Records keys about to be written. Commits on its own: never call it inside a transaction. */
export async function recordFileIntents(db: Db, keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  await db
    .insert(fileIntents)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing();
}

/**
 * Called in the transaction that records the files' owning rows: from then on the files belong to
 * those rows. `stored` are the keys the rows reference; each must still have its intent, else the
 * sweeper has taken (or is taking) the file and the transaction must not commit. `consumed` are
 * keys that no longer hold a file (staging keys moved away); theirs go without a check.
 */
export async function adoptFiles(
  tx: Tx,
  keys: { stored: readonly string[]; consumed?: readonly string[] },
): Promise<void> {
  const stored = new Set(keys.stored);
  const all = [...new Set([...stored, ...(keys.consumed ?? [])])];
  if (!all.length) return;
  // One statement for both (issue 20). A sweeper holding a row makes this wait, then find it gone;
  // one that comes later skips it.
  const deleted = await tx
    .delete(fileIntents)
    .where(inArray(fileIntents.key, all))
    .returning({ key: fileIntents.key });
  const adopted = deleted.filter((d) => stored.has(d.key)).length;
  if (adopted !== stored.size) {
    // The sweeper took it (an upload left unfinished past the grace period): the person can send it again.
    throw new AppError(
      'CONFLICT',
      'An uploaded file was cleaned up before it could be saved; please upload it again.',
    );
  }
}

/**
 * Deletes files a request gave up on, then their intents. Only keys that still have an intent: a
 * file some committed transaction adopted is never deleted here, even when the commit's answer was
 * lost. Best effort: what fails stays in the log and the sweeper tries again later.
 */
export async function discardFiles(db: Db, store: FileStore, keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  try {
    const pending = await db
      .select({ key: fileIntents.key })
      .from(fileIntents)
      .where(inArray(fileIntents.key, [...new Set(keys)]));
    const deleted: string[] = [];
    await Promise.all(
      pending.map(({ key }) =>
        store.delete(key).then(
          () => deleted.push(key),
          () => {},
        ),
      ),
    );
    if (deleted.length) await db.delete(fileIntents).where(inArray(fileIntents.key, deleted));
  } catch {
    // The database is unreachable: the intents stay, and the sweeper finishes the job.
  }
}

const BATCH = 100;

/**
 * Deletes the file and the intent of every intent older than `graceMs`: uploads abandoned by a
 * crash, or by a request that never finished. A key some row references is never deleted (its
 * intent is dropped), whatever the log says. Answers how many intents were cleared.
 */
export async function sweepFileIntents(
  db: Db,
  store: FileStore,
  graceMs: number,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  let swept = 0;
  for (;;) {
    // Rows stay locked while their files are deleted: an owner adopting one waits, then fails.
    const batch = await db.transaction(async (tx) => {
      const stale = rowsOf<{ key: string }>(
        await tx.execute(sql`
          SELECT key FROM file_intents
          WHERE created_at < now() - (${graceMs} * interval '1 millisecond')
          ORDER BY created_at LIMIT ${BATCH}
          FOR UPDATE SKIP LOCKED`),
      ).map((r) => r.key);
      if (!stale.length) return { seen: 0, cleared: 0 };
      const referenced = new Set(
        rowsOf<{ key: string }>(
          await tx.execute(sql`
            SELECT storage_key AS key FROM notification_documents WHERE storage_key IN ${stale}
            UNION SELECT storage_key FROM documents WHERE storage_key IN ${stale}
            UNION SELECT storage_key FROM document_versions WHERE storage_key IN ${stale}`),
        ).map((r) => r.key),
      );
      const done: string[] = [];
      for (const key of stale) {
        if (referenced.has(key)) {
          log?.warn({ key }, 'file intent left on a referenced file; dropping the intent, keeping the file');
          done.push(key);
          continue;
        }
        try {
          await store.delete(key);
          done.push(key);
        } catch (err) {
          log?.warn({ key, err: err instanceof Error ? err.message : String(err) }, 'could not sweep file');
        }
      }
      if (done.length) await tx.delete(fileIntents).where(inArray(fileIntents.key, done));
      return { seen: stale.length, cleared: done.length };
    });
    swept += batch.cleared;
    // A store that refuses deletes (S3 unreachable) would hand back the same batch: try next time.
    if (batch.seen < BATCH || batch.cleared < batch.seen) return swept;
  }
}

/**
 * Sweeps now (what the last crash left) and then on a timer, often enough for a short grace period
 * and at least every ten minutes. Only where the outbox worker runs: one sweeper per deployment
 * is enough, and it needs the same store as the API (DATA_DIR or the bucket).
 */
export function startFileSweeper(
  db: Db,
  store: FileStore,
  graceMs: number,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const sweep = () => {
    if (running) return;
    running = sweepFileIntents(db, store, graceMs, log)
      .then(
        (n) => n && log.info({ swept: n }, 'swept files of unfinished uploads'),
        (err: unknown) =>
          log.warn({ err: err instanceof Error ? err.message : String(err) }, 'file sweep failed'),
      )
      .finally(() => (running = null));
  };
  sweep();
  const timer = setInterval(sweep, Math.min(Math.max(graceMs / 4, 1000), 10 * 60_000));
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
