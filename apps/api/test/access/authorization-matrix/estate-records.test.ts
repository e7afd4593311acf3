import { runRows, setupMatrix } from './harness.js';
import { estateRecordsRows } from './estate-records.rows.js';

// The authorization matrix's rows of estate records (estate-records.rows.ts), each run for every actor
// on a world of their own (harness.ts).
const w = await setupMatrix();
runRows(w, 'estate records', estateRecordsRows(w));
