import { runRows, setupMatrix } from './harness.js';
import { estateWorkRows } from './estate-work.rows.js';

// The authorization matrix's rows of estate work (estate-work.rows.ts), each run for every actor
// on a world of their own (harness.ts).
const w = await setupMatrix();
runRows(w, 'estate work', estateWorkRows(w));
