import { runRows, setupMatrix } from './harness.js';
import { backOfficeRows } from './back-office.rows.js';

// The authorization matrix's rows of back office (back-office.rows.ts), each run for every actor
// on a world of their own (harness.ts).
const w = await setupMatrix();
runRows(w, 'back office', backOfficeRows(w));
