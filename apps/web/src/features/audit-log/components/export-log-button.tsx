import { AUDIT_LOG_TEXTS } from '@estate/domain';
import { Download } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import type { ListQuery } from '@/hooks/use-list-state';
import { messageOf } from '@/lib/api-client';
import { useExportAuditLog } from '../api/export-audit-log';

/**
 * Export Log (spec 3 §2): downloads the events as filtered on screen, as CSV, or with `format="pdf"`
 * as a PDF; both carry each event's hash (decision 071).
 */
export function ExportLogButton({ query, format = 'csv' }: { query: ListQuery; format?: 'csv' | 'pdf' }) {
  const exportLog = useExportAuditLog();
  return (
    <Button
      variant="secondary"
      disabled={exportLog.isPending}
      onClick={() =>
        exportLog.mutate(
          { query, format },
          {
            onSuccess: (name) => toast.success('Audit log exported', { description: name }),
            onError: (error) => toast.error(messageOf(error, AUDIT_LOG_TEXTS.exportFailed)),
          },
        )
      }
    >
      <Download aria-hidden="true" className="size-4" />
      {exportLog.isPending
        ? 'Exporting...'
        : format === 'pdf'
          ? AUDIT_LOG_TEXTS.exportPdf
          : AUDIT_LOG_TEXTS.export}
    </Button>
  );
}
