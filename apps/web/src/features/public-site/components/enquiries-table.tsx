import type { EnquiryItem } from '@estate/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';

/**
 * Contact enquiries and demo requests for admins, newest first, each with its details and a
 * Mark handled button (or who handled it and when).
 */
export function EnquiriesTable({
  items,
  onMarkHandled,
  pendingId,
}: {
  items: readonly EnquiryItem[];
  onMarkHandled: (item: EnquiryItem) => void;
  pendingId: string | null;
}) {
  if (!items.length) {
    return <p className="mt-6 text-slate-700">No enquiries or demo requests yet.</p>;
  }
  return (
    <ul className="mt-6 space-y-4">
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`} className="rounded-lg border border-slate-200 bg-white p-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <p className="flex flex-wrap items-center gap-2">
                <Badge tone={item.kind === 'demo' ? 'info' : 'neutral'}>
                  {item.kind === 'demo' ? 'Demo request' : 'Enquiry'}
                </Badge>
                {item.handledAt ? <Badge tone="success">Handled</Badge> : <Badge tone="warning">Open</Badge>}
              </p>
              <h2 className="mt-2 text-lg font-semibold text-slate-900">
                {item.subject ?? `Demo for ${item.company ?? item.name}`}
              </h2>
              <p className="text-sm text-slate-700">
                {item.name} ·{' '}
                <a className="text-blue-700 underline" href={`mailto:${item.email}`}>
                  {item.email}
                </a>
                {item.phone ? ` · ${item.phone}` : ''}
                {item.role ? ` · ${item.role}` : ''}
                {item.company && item.subject ? ` · ${item.company}` : ''}
              </p>
              <p className="text-xs text-slate-600">
                Received <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              </p>
            </div>
            {item.handledAt ? (
              <p className="text-sm text-slate-700">
                Handled by {item.handledBy} on {formatDateTime(item.handledAt)}
              </p>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                disabled={pendingId === item.id}
                onClick={() => onMarkHandled(item)}
              >
                Mark handled<span className="sr-only">: {item.name}</span>
              </Button>
            )}
          </div>
          {item.message ? (
            <p className="mt-3 whitespace-pre-line text-sm leading-6 text-slate-800">{item.message}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
