import {
  labelOf,
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_OUTCOMES,
  type AdminPrivacyRequest,
} from '@estate/domain';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { formatDate, formatDateTime } from '@/lib/format';
import { workingDaysText } from './working-days-text';

/** Open and past its due date: said in words and marked red. */
const isOverdue = (item: AdminPrivacyRequest) => item.status === 'open' && (item.workingDaysLeft ?? 0) < 0;

/** The columns; Close (for an open request) calls `onClose`. */
function requestColumns(onClose: (item: AdminPrivacyRequest) => void): DataColumn<AdminPrivacyRequest>[] {
  return [
    {
      id: 'requester',
      header: 'Requester',
      cell: (item) => (
        <>
          <p className="font-medium text-slate-900">{item.requester.name}</p>
          <p className="text-slate-700">{item.requester.email}</p>
        </>
      ),
    },
    {
      id: 'request',
      header: 'Request',
      className: 'max-w-md',
      cell: (item) => (
        <>
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
        </>
      ),
    },
    {
      id: 'received',
      header: 'Received',
      className: 'whitespace-nowrap',
      cell: (item) => <time dateTime={item.receivedAt}>{formatDateTime(item.receivedAt)}</time>,
    },
    {
      id: 'due',
      header: 'Due',
      className: 'whitespace-nowrap',
      cell: (item) => <time dateTime={item.dueDate}>{formatDate(item.dueDate)}</time>,
    },
    {
      id: 'workingDays',
      header: 'Working days',
      className: 'whitespace-nowrap',
      cell: (item) =>
        item.workingDaysLeft === null ? (
          '—'
        ) : isOverdue(item) ? (
          <strong className="text-red-800">{workingDaysText(item.workingDaysLeft)}</strong>
        ) : (
          workingDaysText(item.workingDaysLeft)
        ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (item) =>
        item.status === 'open' ? (
          <Badge tone={isOverdue(item) ? 'error' : 'warning'}>
            {isOverdue(item) ? 'Open, overdue' : 'Open'}
          </Badge>
        ) : (
          <>
            <Badge tone="success">Closed: {labelOf(PRIVACY_REQUEST_OUTCOMES, item.outcome ?? '')}</Badge>
            {item.closedAt ? (
              <p className="mt-1 text-xs text-slate-700">
                {item.closedBy ? `By ${item.closedBy}, ` : ''}
                {formatDateTime(item.closedAt)}
              </p>
            ) : null}
          </>
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      isHeaderHidden: true,
      className: 'text-right',
      cell: (item) =>
        item.status === 'open' ? (
          <Button variant="secondary" size="sm" onClick={() => onClose(item)}>
            Close<span className="sr-only"> the request from {item.requester.name}</span>
          </Button>
        ) : null,
    },
  ];
}

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
  const columns = useMemo(() => requestColumns(onClose), [onClose]);
  if (!items.length) return <p className="mt-6 text-slate-700">No privacy requests here.</p>;
  return (
    <div className="mt-6">
      <DataTable
        label="Privacy requests"
        headerVariant="plain"
        isTopAligned
        columns={columns}
        rows={items}
        rowClassName={(item) => (isOverdue(item) ? 'bg-red-50' : undefined)}
      />
    </div>
  );
}
