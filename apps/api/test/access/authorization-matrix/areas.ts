import type { Row, World } from './harness.js';
import { accountsRows } from './accounts.rows.js';
import { backOfficeRows } from './back-office.rows.js';
import { documentsRows } from './documents.rows.js';
import { estateMoneyRows } from './estate-money.rows.js';
import { estateRecordsRows } from './estate-records.rows.js';
import { estateWorkRows } from './estate-work.rows.js';
import { estatesRows } from './estates.rows.js';
import { firmRows } from './firm.rows.js';
import { notifyflowRows } from './notifyflow.rows.js';
import { organisationRows } from './organisations.rows.js';
import { platformRows } from './platform.rows.js';
import { webhooksRows } from './webhooks.rows.js';

/**
 * Every area's rows (`<area>.rows.ts`, one file of rows per area), for the completeness check in
 * estates.test.ts. The two test files run them in two groups, each on a world of its own, so the
 * matrix spreads across Vitest's workers without paying a file's start-up per area.
 */
export const AREAS: Record<string, (w: World) => Row[]> = {
  platform: platformRows,
  accounts: accountsRows,
  notifyflow: notifyflowRows,
  organisations: organisationRows,
  webhooks: webhooksRows,
  firm: firmRows,
  estates: estatesRows,
  'estate-records': estateRecordsRows,
  'estate-work': estateWorkRows,
  'estate-money': estateMoneyRows,
  documents: documentsRows,
  'back-office': backOfficeRows,
};
