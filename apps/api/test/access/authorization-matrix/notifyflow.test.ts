import { runRows, setupMatrix } from './harness.js';
import { notifyflowRows } from './notifyflow.rows.js';

// The authorization matrix's rows of NotifyFlow (notifyflow.rows.ts), each run for every actor
// on a world of their own (harness.ts).
const w = await setupMatrix();
runRows(w, 'NotifyFlow', notifyflowRows(w));
