import { NOTIFICATION_REASONS, NOTIFY_TEXTS, type NotificationStatus } from '@estate/domain';
import { formatDateTime } from '@/lib/format';
import { StatusBadge, statusLabel } from './status-badge';

const reasonLabels = new Map<string, string>(NOTIFICATION_REASONS.map((r) => [r.value, r.label]));

/** `account_closure, stop_services` → `Account closure, Stop services`. */
function typesOf(notificationType: string): string {
  return notificationType
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => reasonLabels.get(t) ?? t)
    .join(', ');
}

const dash = '—';

/** The summary and one row per notified institution (spec 1 §2.10), nothing more. */
export function NotificationStatusView({ status }: { status: NotificationStatus }) {
  const { notification, institutions } = status;
  const summary: [string, string][] = [
    ['Reference code', notification.referenceCode],
    ['Status', statusLabel(notification.status)],
    ['Date sent', notification.dateSent ? formatDateTime(notification.dateSent) : dash],
    ['Recipient', notification.recipient || dash],
    ['Notification types', typesOf(notification.notificationType) || dash],
  ];
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="nf-summary-heading"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="nf-summary-heading" className="text-lg font-semibold text-slate-900">
          Notification summary
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {summary.map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm text-slate-600">{term}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section
        aria-labelledby="nf-institutions-heading"
        className="rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        <h2 id="nf-institutions-heading" className="px-5 pt-5 text-lg font-semibold text-slate-900">
          Organisations notified
        </h2>
        <p className="px-5 pt-1 text-sm text-slate-600">
          This list updates by itself while the page is open.
        </p>
        {institutions.length === 0 ? (
          <p className="px-5 py-6 text-slate-700">{NOTIFY_TEXTS.noInstitutions}</p>
        ) : (
          <>
            <div
              aria-hidden="true"
              className="mt-4 hidden grid-cols-[2fr_1fr_1.5fr_1fr] gap-2 border-t border-slate-200 bg-slate-50 px-5 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 sm:grid"
            >
              <span>Institution</span>
              <span>Status</span>
              <span>Sent date</span>
              <span>Response received</span>
            </div>
            <ul
              aria-live="polite"
              className="divide-y divide-slate-200 border-t border-slate-200 sm:border-t-0"
            >
              {institutions.map((row, index) => (
                <li
                  key={`${row.name}-${index}`}
                  data-testid="institution-status-row"
                  className="grid gap-2 px-5 py-4 sm:grid-cols-[2fr_1fr_1.5fr_1fr] sm:items-center"
                >
                  <p className="font-medium text-slate-900">{row.name || NOTIFY_TEXTS.unknownInstitution}</p>
                  <p>
                    <span className="sr-only">Status: </span>
                    <StatusBadge status={row.status} />
                  </p>
                  <p className="text-sm text-slate-700">
                    <span className="text-slate-600 sm:sr-only">Sent: </span>
                    {row.sentDate ? formatDateTime(row.sentDate) : 'Not sent yet'}
                  </p>
                  <p className="text-sm text-slate-700">
                    <span className="text-slate-600 sm:sr-only">Response received: </span>
                    {row.responseReceived ? 'Yes' : 'No'}
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
