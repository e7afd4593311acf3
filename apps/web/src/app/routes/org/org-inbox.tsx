import { INSTITUTION_STATUSES, type InstitutionStatus } from '@estate/domain';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import { OrgNotificationList } from '@/features/organisations/components/org-notification-list';
import { ORG_STATUSES } from '@/features/organisations/components/org-status-badge';
import { useOrg } from './org-context';

type Filter = InstitutionStatus | 'all';

const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...ORG_STATUSES.map(({ value, label }) => ({ value, label })),
];

const statusOf = (value: string | null): InstitutionStatus | null =>
  (INSTITUTION_STATUSES as readonly string[]).includes(value ?? '') ? (value as InstitutionStatus) : null;

/** `/org`: the notifications addressed to the organisation, newest first, by status (in the URL). */
export function OrgInboxRoute() {
  const { organisation } = useOrg();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusOf(searchParams.get('status'));
  return (
    <div className="space-y-6">
      <PageHeader
        title="Inbox"
        documentTitle={`Inbox: ${organisation.name}`}
        subtitle={`Death notifications addressed to ${organisation.name}, newest first.`}
      />
      <Tabs
        label="Show notifications by status"
        tabs={FILTERS}
        value={status ?? 'all'}
        onChange={(value) => setSearchParams(value === 'all' ? {} : { status: value }, { replace: true })}
      >
        <OrgNotificationList status={status} />
      </Tabs>
    </div>
  );
}
