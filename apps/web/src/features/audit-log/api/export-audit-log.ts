import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListQuery } from '@/hooks/use-list-state';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/format';
import { recordKeys } from '@/lib/query-keys';
import { listSearch } from '@/lib/records/use-records';
import { auditEventsResource } from './get-audit-events';

/**
 * Export Log: the events as filtered now (search, category, status, dates; every page) as CSV or
 * PDF, each with its hash, saved under the server's name (`audit-log-YYYY-MM-DD.csv`). Resolves to
 * the file name.
 */
export async function exportAuditLog({
  query,
  format = 'csv',
}: {
  query: ListQuery;
  format?: 'csv' | 'pdf';
}): Promise<string> {
  const search = new URLSearchParams(listSearch(query, 1));
  // Every page: no page number, size or cursor.
  for (const key of ['page', 'pageSize', 'after', 'before']) search.delete(key);
  const { blob, fileName } = await api.download(`/api/audit-events/export.${format}?${search.toString()}`);
  const name = fileName ?? `audit-log.${format}`;
  saveBlob(blob, name);
  return name;
}

/** The export is itself recorded in the log, so the list is read again after it. */
export function useExportAuditLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportAuditLog,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: [...recordKeys.estate(undefined), auditEventsResource.kind],
      }),
  });
}
