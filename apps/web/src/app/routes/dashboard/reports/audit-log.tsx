import { AUDIT_LOG_TEXTS, can } from '@estate/domain';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { AUDIT_LOG_FILTERS, AuditLogList } from '@/features/audit-log/components/audit-log-list';
import { AuditVerificationPanel } from '@/features/audit-log/components/audit-verification-panel';
import { ExportLogButton } from '@/features/audit-log/components/export-log-button';
import { useListState } from '@/hooks/use-list-state';
import { useViewRole } from '@/lib/view-role/use-view-role';

/**
 * /dashboard/audit-log (spec 3 §2 Audit Log): the real audit trail the viewer may see (an admin all
 * of it, a lawyer their estates' and their firm's: the API decides), with Export Log for the events
 * as filtered, and for admins the tamper check of the chains (decision 071). Others get a short
 * message (the API answers them 403 anyway).
 */
export function AuditLogRoute() {
  const list = useListState({ defaultSort: 'timestamp', defaultOrder: 'desc', filters: AUDIT_LOG_FILTERS });
  const { viewRole } = useViewRole();
  const reads = can(viewRole, 'audit:view');
  // The tamper check is the admins' (the API answers anyone else 403).
  const checks = can(viewRole, 'admin:access');
  return (
    <div className="space-y-6">
      <PageHeader
        title={AUDIT_LOG_TEXTS.title}
        subtitle={AUDIT_LOG_TEXTS.subtitle}
        actions={
          reads ? (
            <div className="flex flex-wrap gap-2">
              <ExportLogButton query={list.query} />
              <ExportLogButton query={list.query} format="pdf" />
            </div>
          ) : undefined
        }
      />
      {checks ? <AuditVerificationPanel /> : null}
      {reads ? (
        <AuditLogList list={list} />
      ) : (
        <Alert tone="info">The audit log is for administrators and lawyers.</Alert>
      )}
    </div>
  );
}
