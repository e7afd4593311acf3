import {
  DELIVERY_TEXTS,
  NOTIFICATION_REASONS,
  NOTIFY_TEXTS,
  OUTBOX_STATE_LABELS,
  deliveryShown,
  institutionStatusShown,
  notificationStatusShown,
  type NotificationStatus,
} from '@estate/domain';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { ConversationList } from './conversation-list';
import { ReleasePreparation, ReleaseRule } from './release-rule';
import { ReminderLines } from './reminder-line';
import { ReplyForm, ReplySentNote } from './reply-form';

type InstitutionRow = NotificationStatus['institutions'][number];

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

/**
 * One notified organisation (issue 18): its shown status ("Action needed" in the warning colour
 * when it waits on the family), when it went out — or "Queued" with what it waits for, until its
 * email is accepted by the mail server or its letter is posted (decision 073); for an admin, the
 * email's outbox state and last error — and when it acknowledged, completed or asked for more; for
 * the notification's sender, the messages both ways and, when it waits on them, a reply.
 */
function InstitutionStatusRow({
  row,
  referenceCode,
  isRequester,
  mayReply,
}: {
  row: InstitutionRow;
  referenceCode: string;
  isRequester: boolean;
  /** The sender (not an admin reading along) may answer an organisation waiting on them. */
  mayReply: boolean;
}) {
  const shown = institutionStatusShown(row);
  const name = row.name || NOTIFY_TEXTS.unknownInstitution;
  const delivery = deliveryShown({ ...row, name });
  // Kept after the reply, when the row is no longer waiting on the family (the form is gone).
  const [replied, setReplied] = useState<{ emailed: boolean } | null>(null);
  const dates: [string, string | null][] = [
    ['Acknowledged', row.acknowledgedAt],
    ['Asked for more information', row.status === 'failed' ? row.infoRequestedAt : null],
    [mayReply ? 'You replied' : 'The family replied', row.lastReplyAt],
    ['Completed', row.completedAt],
  ];
  return (
    <li data-testid="institution-status-row" className="px-5 py-4">
      <div className="grid gap-2 sm:grid-cols-[2fr_1fr_1.5fr_1fr] sm:items-start">
        <div>
          <p className="font-medium text-slate-900">{name}</p>
          <p className="text-sm text-slate-600">
            {row.channel === 'letter' ? 'By posted letter' : 'By email'}
            {row.other ? ' · not in our directory' : ''}
          </p>
        </div>
        <p>
          <span className="sr-only">Status: </span>
          <Badge tone={shown.tone}>{shown.label}</Badge>
        </p>
        <dl className="space-y-0.5 text-sm text-slate-700">
          <div>
            <dt className="inline text-slate-600 sm:sr-only">Sent: </dt>
            <dd className="inline">{row.sentDate ? formatDateTime(row.sentDate) : delivery.label}</dd>
          </div>
          {delivery.explanation ? (
            <div>
              <dt className="sr-only">Waiting: </dt>
              <dd className="text-slate-600">{delivery.explanation}</dd>
            </div>
          ) : null}
          {row.outbox && row.outbox.state !== 'sent' ? (
            <div>
              <dt className="inline text-slate-600">Outbox: </dt>
              <dd className="inline">
                {OUTBOX_STATE_LABELS[row.outbox.state]}
                {row.outbox.attempts
                  ? ` · ${row.outbox.attempts} ${row.outbox.attempts === 1 ? 'try' : 'tries'}`
                  : ''}
                {row.outbox.lastError ? ` · Last error: ${row.outbox.lastError}` : ''}
              </dd>
            </div>
          ) : null}
          {dates.map(([term, value]) =>
            value ? (
              <div key={term}>
                <dt className="inline text-slate-600">{term}: </dt>
                <dd className="inline">{formatDateTime(value)}</dd>
              </div>
            ) : null,
          )}
          <ReminderLines row={row} />
        </dl>
        <p className="text-sm text-slate-700">
          <span className="text-slate-600 sm:sr-only">Response received: </span>
          {row.responseReceived ? 'Yes' : 'No'}
        </p>
      </div>
      {row.smallEstateRule ? (
        <div className="mt-2">
          <ReleaseRule rule={row.smallEstateRule} />
        </div>
      ) : null}
      {isRequester && row.conversation?.length ? (
        <div className="mt-3">
          <ConversationList
            items={row.conversation}
            organisation={name}
            family={mayReply ? 'You' : 'The family'}
            label={`Messages with ${name}`}
          />
        </div>
      ) : null}
      {replied && row.status !== 'failed' ? (
        <div className="mt-3">
          <ReplySentNote organisation={name} emailed={replied.emailed} />
        </div>
      ) : null}
      {row.status === 'failed' ? (
        <div className="mt-3">
          {mayReply && row.id ? (
            <ReplyForm
              referenceCode={referenceCode}
              rowId={row.id}
              organisation={name}
              onSent={(emailed) => setReplied({ emailed })}
            />
          ) : (
            <p className="text-sm text-slate-700">
              {name} needs something from the family. The person who sent this notification can read its
              message and reply here after signing in.
            </p>
          )}
        </div>
      ) : null}
    </li>
  );
}

/** The summary and one row per notified institution (spec 1 §2.10), and what issue 18 adds. */
export function NotificationStatusView({ status }: { status: NotificationStatus }) {
  const { notification, institutions } = status;
  const overall = notificationStatusShown(notification.status);
  const overallBadge = <Badge tone={overall.tone}>{overall.label}</Badge>;
  const summary: [string, ReactNode][] = [
    ['Reference code', notification.referenceCode],
    ['Status', overallBadge],
    ['Requested', formatDateTime(notification.requestedAt)],
    [
      'Date sent',
      notification.dateSent ? formatDateTime(notification.dateSent) : DELIVERY_TEXTS.nothingSentYet,
    ],
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
                <InstitutionStatusRow
                  key={row.id ?? `${row.name}-${index}`}
                  row={row}
                  referenceCode={notification.referenceCode}
                  isRequester={status.viewer.isRequester}
                  mayReply={status.viewer.mayReply}
                />
              ))}
            </ul>
            <ReleasePreparation
              className="border-t border-slate-200 px-5 py-4"
              rules={institutions.flatMap((r) =>
                r.smallEstateRule ? [{ institution: r.name, rule: r.smallEstateRule }] : [],
              )}
            />
          </>
        )}
      </section>
    </div>
  );
}
