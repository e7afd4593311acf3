import { can } from '@estate/domain';
import { RecordList } from '@/components/records/record-list';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { reportKind } from '@/features/reports/report-kind';
import { useViewRole } from '@/lib/view-role/use-view-role';

/**
 * /dashboard/reports (spec 3 §2 Reports): my saved reports, made from what I may see (estate
 * summary, task status, financials, distributions, NotifyFlow response times); Download makes one
 * now as PDF, CSV or XLSX, and a weekly, monthly or quarterly one is emailed to its recipients.
 * Reports are for those who run estates and admins (the API answers 403 to others).
 */
export function ReportsRoute() {
  const manages = can(useViewRole().viewRole, 'estate:manage');
  return (
    <div className="space-y-6">
      <PageHeader
        title="Reports"
        subtitle="Reports from the estates you run: download one now, or have it emailed weekly, monthly or quarterly."
      />
      {manages ? (
        <RecordList kind={reportKind} manages />
      ) : (
        <Alert tone="info">Reports are for the lawyers and executors who run estates, and for admins.</Alert>
      )}
    </div>
  );
}
