import { AUDIT_LOG_TEXTS, can } from '@estate/domain';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { AUDIT_LOG_FILTERS, AuditLogList } from '@/features/audit-log/components/audit-log-list';
import { ExportLogButton } from '@/features/audit-log/components/export-log-button';
import { useListState } from '@/hooks/use-list-state';
import { useViewRole } from '@/lib/view-role/use-view-role';

/**
 * /dashboard/audit-log (spec 3 §2 Audit Log): the real audit trail the viewer may see (an admin all
 * of it, a lawyer their estates' and their firm's: the API decides), with Export Log for the events
 * as filtered. Others get a short message (the API answers them 403 anyway).
 */
export function AuditLogRoute() {
  const list = useListState({ defaultSort: 'timestamp', defaultOrder: 'desc', filters: AUDIT_LOG_FILTERS });
  const reads = can(useViewRole().viewRole, 'audit:view');
  return (
    <div className="space-y-6">
      <PageHeader
        title={AUDIT_LOG_TEXTS.title}
        subtitle={AUDIT_LOG_TEXTS.subtitle}
        actions={reads ? <ExportLogButton query={list.query} /> : undefined}
      />
      {reads ? (
        <AuditLogList list={list} />
      ) : (
        <Alert tone="info">The audit log is for administrators and lawyers.</Alert>
      )}
    </div>
  );
}
