import { nzToday, privacyActWorkingDaysLeft, type PrivacyRequest } from '@estate/domain';
import type { privacyRequests } from '../../db/schema.js';

type Row = typeof privacyRequests.$inferSelect;

/** A request as its requester reads it; the working days left are counted as of today in New Zealand. */
export function privacyRequestDto(row: Row, today = nzToday()): PrivacyRequest {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    outcome: row.outcome,
    whatIsWrong: row.whatIsWrong,
    whatItShouldSay: row.whatItShouldSay,
    receivedAt: row.receivedAt.toISOString(),
    dueDate: row.dueDate,
    workingDaysLeft: row.status === 'open' ? privacyActWorkingDaysLeft(today, row.dueDate) : null,
    answer: row.answer,
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}
