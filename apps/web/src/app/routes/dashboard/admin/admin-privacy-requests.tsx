import type { AdminPrivacyRequest } from '@estate/domain';
import { useState } from 'react';
import { SelectField } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/list-states';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import {
  useAdminPrivacyRequests,
  type PrivacyRequestFilter,
} from '@/features/admin/privacy-requests/api/privacy-requests';
import { ClosePrivacyRequestDialog } from '@/features/admin/privacy-requests/components/close-privacy-request-dialog';
import { PrivacyRequestsTable } from '@/features/admin/privacy-requests/components/privacy-requests-table';

const FILTERS: { value: PrivacyRequestFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];

/**
 * /dashboard/admin/privacy-requests (decision 048): Privacy Act 2020 requests for access and
 * correction, soonest due first, with the 20-working-day clock; an admin closes each with an answer.
 */
export function AdminPrivacyRequestsRoute() {
  const [status, setStatus] = useState<PrivacyRequestFilter>('open');
  const [closing, setClosing] = useState<AdminPrivacyRequest | null>(null);
  const requests = useAdminPrivacyRequests(status);
  const overdue =
    requests.data?.filter((r) => r.status === 'open' && (r.workingDaysLeft ?? 0) < 0).length ?? 0;

  return (
    <div>
      <PageHeader
        title="Privacy Requests"
        subtitle={
          <>
            Requests for access to and correction of personal information (Privacy Act 2020). Each must be
            decided within 20 working days of receipt.
            {requests.data && status !== 'closed' && overdue ? ` ${overdue} overdue.` : ''}
          </>
        }
      />
      <SelectField
        label="Show"
        className="mt-6 max-w-xs"
        value={status}
        onChange={(event) => setStatus(event.target.value as PrivacyRequestFilter)}
      >
        {FILTERS.map((f) => (
          <option key={f.value} value={f.value}>
            {f.label}
          </option>
        ))}
      </SelectField>
      {requests.isPending ? (
        <LoadingState />
      ) : requests.isError ? (
        <LoadError onRetry={() => void requests.refetch()}>
          We couldn’t load the privacy requests. Please try again.
        </LoadError>
      ) : (
        <PrivacyRequestsTable items={requests.data} onClose={setClosing} />
      )}
      {closing ? <ClosePrivacyRequestDialog request={closing} onClose={() => setClosing(null)} /> : null}
    </div>
  );
}
