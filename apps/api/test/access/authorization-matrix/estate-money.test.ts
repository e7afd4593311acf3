import { runRows, setupMatrix } from './harness.js';
import { estateMoneyRows } from './estate-money.rows.js';

// The authorization matrix's rows of estate money (estate-money.rows.ts), each run for every actor
// on a world of their own (harness.ts).
const w = await setupMatrix();
runRows(w, 'estate money', estateMoneyRows(w));
