import { OUTBOX_STATE_LABELS, OUTBOX_STATES, type OutboxItem, type OutboxState } from '@estate/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';

const TONES: Record<OutboxState, BadgeTone> = {
  pending: 'warning',
  sending: 'info',
  sent: 'success',
  failed: 'error',
};
const stateOf = (status: string): OutboxState =>
  (OUTBOX_STATES as readonly string[]).includes(status) ? (status as OutboxState) : 'pending';

const columns: DataColumn<OutboxItem>[] = [
  {
    id: 'subject',
    header: 'Email',
    isRowHeader: true,
    cell: (e) => (
      <>
        <span className="block font-medium text-slate-900">{e.subject}</span>
        <span className="block text-xs break-all text-slate-700">To {e.to}</span>
      </>
    ),
  },
  {
    id: 'status',
    header: 'State',
    cell: (e) => <Badge tone={TONES[stateOf(e.status)]}>{OUTBOX_STATE_LABELS[stateOf(e.status)]}</Badge>,
  },
  {
    id: 'attempts',
    header: 'Tries',
    align: 'right',
    className: 'tabular-nums',
    cell: (e) => e.attempts,
  },
  {
    id: 'lastError',
    header: 'Last error',
    className: 'max-w-xs break-words text-slate-700',
    cell: (e) => e.lastError ?? '—',
  },
  {
    id: 'createdAt',
    header: 'Queued',
    className: 'whitespace-nowrap',
    cell: (e) => formatDateTime(e.createdAt),
  },
  {
    id: 'sentAt',
    header: 'Sent',
    className: 'whitespace-nowrap',
    cell: (e) => (e.sentAt ? formatDateTime(e.sentAt) : 'Not sent'),
  },
];

/** The outbox's newest emails: what each is, its state, tries and last error, when queued and sent. */
export function OutboxTable({ items }: { items: readonly OutboxItem[] }) {
  return (
    <DataTable
      label="Emails"
      caption="The newest emails in the outbox"
      columns={columns}
      rows={items}
      isTopAligned
      empty={{ title: 'No emails yet.' }}
    />
  );
}
