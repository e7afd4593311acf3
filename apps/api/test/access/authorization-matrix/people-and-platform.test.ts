import { runRows, setupMatrix } from './harness.js';
import { platformRows } from './platform.rows.js';
import { accountsRows } from './accounts.rows.js';
import { notifyflowRows } from './notifyflow.rows.js';
import { backOfficeRows } from './back-office.rows.js';
import { organisationRows } from './organisations.rows.js';
import { webhooksRows } from './webhooks.rows.js';
import { firmRows } from './firm.rows.js';

// The authorization matrix's rows of the platform, accounts, NotifyFlow and the back office
// (platform.rows.ts, accounts.rows.ts, notifyflow.rows.ts, organisations.rows.ts, back-office.rows.ts), in that order, on one
// world of their own (harness.ts).
const w = await setupMatrix();
runRows(w, 'platform', platformRows(w));
runRows(w, 'accounts', accountsRows(w));
runRows(w, 'NotifyFlow', notifyflowRows(w));
runRows(w, 'organisations', organisationRows(w));
runRows(w, 'webhooks', webhooksRows(w));
runRows(w, 'firm', firmRows(w));
runRows(w, 'back office', backOfficeRows(w));
