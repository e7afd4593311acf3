import type { Db, Tx } from '../db/client.js';

/** Queues something to do once the surrounding transaction has committed (never after a rollback). */
export type AfterCommit = (effect: () => void) => void;

/** A transaction and its after-commit queue: what a service that changes state and tells others takes. */
export interface TxScope {
  tx: Tx;
  afterCommit: AfterCommit;
}

/**
 * Runs `work` in one transaction; the effects it queued run after the commit, in order. An effect
 * that throws is reported to `onEffectError` and does not stop the others: the change is already
 * committed, so failing the caller would misreport it.
 */
export async function inTransaction<T>(
  db: Db,
  work: (scope: TxScope) => Promise<T>,
  onEffectError: (err: unknown) => void = () => {},
): Promise<T> {
  const effects: (() => void)[] = [];
  const result = await db.transaction((tx) => work({ tx, afterCommit: (effect) => effects.push(effect) }));
  for (const effect of effects) {
    try {
      effect();
    } catch (err) {
      onEffectError(err);
    }
  }
  return result;
}
