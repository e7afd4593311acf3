import { runRows, setupMatrix } from './harness.js';
import { accountsRows } from './accounts.rows.js';

// The authorization matrix's rows of accounts (accounts.rows.ts), each run for every actor
// on a world of their own (harness.ts).
const w = await setupMatrix();
runRows(w, 'accounts', accountsRows(w));
