import {
  auditEventDtoSchema,
  auditEventListSchema,
  type AuditEventDto,
  type AuditEventSummary,
} from '@estate/domain';
import type { ListQuery } from '@/hooks/use-list-state';
import { useRecordList, type RecordResource } from '@/lib/records/use-records';

/** The audit log as the records kit reads a platform list (`GET /api/audit-events`). */
export const auditEventsResource = {
  kind: 'audit-events',
  base: '/api/audit-events',
  item: auditEventDtoSchema,
  list: auditEventListSchema,
} satisfies RecordResource<AuditEventDto, AuditEventSummary, never>;

/** One page of the events I may see, with the counts; the previous page stays while the next loads. */
export function useAuditEvents(query: ListQuery, pageSize = 25) {
  return useRecordList(auditEventsResource, undefined, query, { pageSize });
}
