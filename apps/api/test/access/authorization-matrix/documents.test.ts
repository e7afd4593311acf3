import { runRows, setupMatrix } from './harness.js';
import { documentsRows } from './documents.rows.js';

// The authorization matrix's rows of documents (documents.rows.ts), each run for every actor
// on a world of their own (harness.ts).
const w = await setupMatrix();
runRows(w, 'documents', documentsRows(w));
