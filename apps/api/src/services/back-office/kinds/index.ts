import type { PlatformRecordKind } from '../../records/define-platform-record.js';
import { billingAccountRecords } from './billing-accounts.js';
import { calendarEventRecords } from './calendar-events.js';
import { lawFirmRecords } from './law-firms.js';
import { legalFormRecords } from './legal-forms.js';
import { reportRecords } from './reports.js';
import { userRecords } from './users.js';

/**
 * Every platform record kind the API serves (issue 15): the back office's law firms, users and
 * billing accounts, the saved reports, and the events people add to the calendar (issue 16). One
 * line to add a kind.
 */
export const PLATFORM_RECORD_KINDS: readonly PlatformRecordKind[] = [
  lawFirmRecords,
  billingAccountRecords,
  userRecords,
  reportRecords,
  calendarEventRecords,
  legalFormRecords,
];
