import {
  labelOf,
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_OUTCOMES,
  type AdminPrivacyRequest,
} from '@estate/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TableHead, TableShell } from '@/components/ui/data-table';
import { formatDate, formatDateTime } from '@/lib/format';
import { workingDaysText } from './working-days-text';

/**
 * The admin's privacy requests, soonest due first: who asked, what, when it was received and is due
 * (en-NZ dates), the working days left (overdue said in words and marked), and Close for open ones.
 */
export function PrivacyRequestsTable({
  items,
  onClose,
}: {
  items: readonly AdminPrivacyRequest[];
  onClose: (item: AdminPrivacyRequest) => void;
}) {
  if (!items.length) return <p className="mt-6 text-slate-700">No privacy requests here.</p>;
  return (
    <div className="mt-6">
      <TableShell label="Privacy requests">
        <TableHead
          variant="plain"
          columns={[
            'Requester',
            'Request',
            'Received',
            'Due',
            'Working days',
            'Status',
            { label: 'Actions', isLabelHidden: true },
          ]}
        />
        <tbody className="divide-y divide-slate-200">
          {items.map((item) => {
            const overdue = item.status === 'open' && (item.workingDaysLeft ?? 0) < 0;
            return (
              <tr key={item.id} className={overdue ? 'bg-red-50' : undefined}>
                <td className="px-4 py-3 align-top">
                  <p className="font-medium text-slate-900">{item.requester.name}</p>
                  <p className="text-slate-700">{item.requester.email}</p>
                </td>
                <td className="max-w-md px-4 py-3 align-top">
                  <p className="font-medium text-slate-900">{PRIVACY_REQUEST_KIND_LABELS[item.kind]}</p>
                  {item.whatIsWrong ? (
                    <dl className="mt-1 text-slate-800">
                      <dt className="font-medium">What is wrong</dt>
                      <dd className="whitespace-pre-line">{item.whatIsWrong}</dd>
                      <dt className="mt-1 font-medium">What it should say</dt>
                      <dd className="whitespace-pre-line">{item.whatItShouldSay}</dd>
                    </dl>
                  ) : null}
                  {item.answer ? (
                    <p className="mt-1 whitespace-pre-line text-slate-700">
                      <span className="font-medium">Answer: </span>
                      {item.answer}
                    </p>
                  ) : null}
                </td>
                <td className="px-4 py-3 align-top whitespace-nowrap">
                  <time dateTime={item.receivedAt}>{formatDateTime(item.receivedAt)}</time>
                </td>
                <td className="px-4 py-3 align-top whitespace-nowrap">
                  <time dateTime={item.dueDate}>{formatDate(item.dueDate)}</time>
                </td>
                <td className="px-4 py-3 align-top whitespace-nowrap">
                  {item.workingDaysLeft === null ? (
                    '—'
                  ) : overdue ? (
                    <strong className="text-red-800">{workingDaysText(item.workingDaysLeft)}</strong>
                  ) : (
                    workingDaysText(item.workingDaysLeft)
                  )}
                </td>
                <td className="px-4 py-3 align-top">
                  {item.status === 'open' ? (
                    <Badge tone={overdue ? 'error' : 'warning'}>{overdue ? 'Open, overdue' : 'Open'}</Badge>
                  ) : (
                    <>
                      <Badge tone="success">
                        Closed: {labelOf(PRIVACY_REQUEST_OUTCOMES, item.outcome ?? '')}
                      </Badge>
                      {item.closedAt ? (
                        <p className="mt-1 text-xs text-slate-700">
                          {item.closedBy ? `By ${item.closedBy}, ` : ''}
                          {formatDateTime(item.closedAt)}
                        </p>
                      ) : null}
                    </>
                  )}
                </td>
                <td className="px-4 py-3 align-top text-right">
                  {item.status === 'open' ? (
                    <Button variant="secondary" size="sm" onClick={() => onClose(item)}>
                      Close<span className="sr-only"> the request from {item.requester.name}</span>
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </TableShell>
    </div>
  );
}
