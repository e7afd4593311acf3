import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** V8's `gc()` (with --expose-gc), with the options this module uses. */
type Gc = (options: { type: 'major'; flavor: 'last-resort' }) => void;

/**
 * Gives back the memory the start used and no longer needs (issue 20). Starting compiles every
 * route's schemas, runs the migrations and reads the prerendered pages: tens of MB of garbage, and a
 * young generation grown to its largest (32 MB per semi-space). V8 shrinks those only in a
 * memory-reducing collection, which an idle server waits a long time for. One such collection, run
 * once before the server listens, takes the idle server from about 190 to 160 MB (PostgreSQL) at a
 * cost of about 0.1 s of start; under load V8 grows the young generation again as it always does.
 *
 * `gc()` is exposed the way Jest exposes it for its leak detection: turn the flag on, then take the
 * function from a new context (the flag applies to contexts made after it). Where that is not
 * possible this does nothing: memory is an optimisation, never a reason not to start.
 */
export function releaseStartMemory(): boolean {
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as Gc | undefined;
    if (typeof gc !== 'function') return false;
    gc({ type: 'major', flavor: 'last-resort' });
    return true;
  } catch {
    return false;
  }
}
