import type { InstitutionStatus, OrgNotificationSummary } from '@estate/domain';
import { Button } from '@/components/ui/button';
import { EmptyListBox, LoadError } from '@/components/ui/list-states';
import { LoadingState } from '@/components/ui/loading-state';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { useOrgNotifications } from '../api/get-org-notifications';
import { answerKindLabel, OrgStatusBadge, orgStatusLabel } from './org-status-badge';

function DeceasedLink({ item }: { item: OrgNotificationSummary }) {
  return <TextLink to={paths.org.notification.href({ id: item.id })}>{item.deceasedName}</TextLink>;
}

const acknowledgedText = (item: OrgNotificationSummary) =>
  item.acknowledgedAt ? `Acknowledged ${formatDate(item.acknowledgedAt)}` : 'Not acknowledged';

/** Narrow screens: one card a notification. */
function Cards({ items }: { items: OrgNotificationSummary[] }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Notifications">
      {items.map((item) => (
        <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="font-medium">
              <DeceasedLink item={item} />
            </p>
            <OrgStatusBadge status={item.status} />
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">Date of death</dt>
            <dd className="text-slate-900">{formatDate(item.dateOfDeath)}</dd>
            <dt className="text-slate-600">Reference code</dt>
            <dd className="font-mono text-slate-900">{item.referenceCode}</dd>
            <dt className="text-slate-600">Account reference</dt>
            <dd className="break-words text-slate-900">{item.accountReference || 'Not given'}</dd>
            <dt className="text-slate-600">Received</dt>
            <dd className="text-slate-900">{formatDateTime(item.receivedAt)}</dd>
            <dt className="text-slate-600">Last answer</dt>
            <dd className="text-slate-900">
              {answerKindLabel(item.lastAnswer)}
              <span className="block text-slate-700">{acknowledgedText(item)}</span>
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Wide screens: a table. */
function Table({ items }: { items: OrgNotificationSummary[] }) {
  const th = 'px-4 py-3 font-medium';
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Notifications addressed to your organisation, newest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={th}>
              Deceased
            </th>
            <th scope="col" className={th}>
              Date of death
            </th>
            <th scope="col" className={th}>
              Reference code
            </th>
            <th scope="col" className={th}>
              Account reference
            </th>
            <th scope="col" className={th}>
              Received
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Last answer
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => (
            <tr key={item.id}>
              <td className="px-4 py-3">
                <DeceasedLink item={item} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-900">{formatDate(item.dateOfDeath)}</td>
              <td className="px-4 py-3 font-mono whitespace-nowrap text-slate-900">{item.referenceCode}</td>
              <td className="px-4 py-3 break-words text-slate-900">{item.accountReference || 'Not given'}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-900">
                {formatDateTime(item.receivedAt)}
              </td>
              <td className="px-4 py-3">
                <OrgStatusBadge status={item.status} />
              </td>
              <td className="px-4 py-3 text-slate-900">
                {answerKindLabel(item.lastAnswer)}
                <span className="block text-xs text-slate-700">{acknowledgedText(item)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The notifications addressed to the organisation, newest first, optionally of one status; "Load
 * more" fetches the next (older) page by the API's cursor and adds it below.
 */
export function OrgNotificationList({ status }: { status: InstitutionStatus | null }) {
  const list = useOrgNotifications(status);
  if (list.isPending) return <LoadingState label="Loading notifications…" showLabel />;
  // A failed "Load more" keeps the pages already shown (the error is said under them).
  if (list.isError && !list.data) {
    return (
      <LoadError title="The notifications could not be loaded." onRetry={() => void list.refetch()}>
        {messageOf(list.error, 'Please try again.')}
      </LoadError>
    );
  }
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  if (!items.length) {
    return (
      <EmptyListBox
        title={
          status ? `No notifications are ${orgStatusLabel(status).toLowerCase()}.` : 'No notifications yet.'
        }
        hint="When a family notifies your organisation of a death through NotifyFlow, it appears here."
      />
    );
  }
  return (
    <div className="space-y-4">
      <Cards items={items} />
      <Table items={items} />
      <div className="flex flex-wrap items-center gap-4">
        <p role="status" className="text-sm text-slate-700">
          Showing {items.length} {items.length === 1 ? 'notification' : 'notifications'}
          {list.hasNextPage ? '' : ', all there are'}.
        </p>
        {list.hasNextPage ? (
          <Button
            variant="secondary"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? 'Loading more…' : 'Load more'}
          </Button>
        ) : null}
      </div>
      {list.isFetchNextPageError ? (
        <LoadError onRetry={() => void list.fetchNextPage()}>
          {messageOf(list.error, 'The next notifications could not be loaded.')}
        </LoadError>
      ) : null}
    </div>
  );
}
