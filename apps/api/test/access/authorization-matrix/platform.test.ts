import { runRows, setupMatrix } from './harness.js';
import { platformRows } from './platform.rows.js';

// The authorization matrix's rows of platform (platform.rows.ts), each run for every actor
// on a world of their own (harness.ts).
const w = await setupMatrix();
runRows(w, 'platform', platformRows(w));
