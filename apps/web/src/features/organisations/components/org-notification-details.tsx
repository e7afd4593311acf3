import { CONTACT_METHODS, type OrgNotification } from '@estate/domain';
import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { focusRing } from '@/components/ui/focus';
import { Panel } from '@/components/ui/panel';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatBytes, formatDate, formatDateTime } from '@/lib/format';
import { AnswerSummary } from './answer-summary';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm text-slate-600">{term}</dt>
          <dd className="font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the notification says: who died, what the family asks, and the references to match it by. */
export function NotificationFacts({ notification: n }: { notification: OrgNotification }) {
  return (
    <Panel title="Details">
      <Facts
        rows={[
          ['Deceased', n.deceasedName],
          ['Date of death', formatDate(n.dateOfDeath)],
          ...(n.dateOfBirth ? ([['Date of birth', formatDate(n.dateOfBirth)]] as [string, ReactNode][]) : []),
          ['Reference code', <span className="font-mono">{n.referenceCode}</span>],
          ['Account reference', n.accountReference || 'Not given'],
          ['Received', formatDateTime(n.receivedAt)],
          ['Acknowledged', n.acknowledgedAt ? formatDateTime(n.acknowledgedAt) : 'Not yet'],
          ['What the family asks', n.reasons.join(', ') || 'Not given'],
          ['Probate', n.probateStatus],
        ]}
      />
      {n.duplicateOf ? (
        <p className="mt-4 text-sm text-slate-700">
          The family knew your organisation had an earlier notice of this death and sent this one anyway:{' '}
          <TextLink to={paths.org.notification.href({ id: n.duplicateOf.id })}>
            {n.duplicateOf.referenceCode}, received {formatDate(n.duplicateOf.receivedAt)}
          </TextLink>
          .
        </p>
      ) : null}
    </Panel>
  );
}

/** Who to contact for the estate, and how they asked to be contacted. */
export function NotificationContact({ notification: n }: { notification: OrgNotification }) {
  const method = CONTACT_METHODS.find((m) => m.value === n.contact.method)?.label ?? n.contact.method;
  return (
    <Panel title="Contact for this estate">
      <Facts
        rows={[
          [
            'Name',
            n.contact.relationship
              ? `${n.contact.name} (${n.contact.relationship.toLowerCase()})`
              : n.contact.name,
          ],
          [
            `Preferred contact: ${method.toLowerCase()}`,
            <span className="whitespace-pre-line">{n.contact.detail || 'Not given'}</span>,
          ],
        ]}
      />
    </Panel>
  );
}

/** The documents the family sent: links that download with the person's own session. */
export function NotificationDocuments({ notification: n }: { notification: OrgNotification }) {
  return (
    <Panel title="Documents">
      {n.documents.length ? (
        <ul className="space-y-2">
          {n.documents.map((d) => (
            <li key={d.id} className="text-sm">
              <a
                href={d.url}
                download={d.fileName}
                className={cn(
                  'inline-flex items-center gap-1 rounded-sm font-medium break-all text-blue-700 underline hover:text-blue-900',
                  focusRing,
                )}
              >
                <FileText aria-hidden="true" className="size-4 shrink-0" />
                {d.fileName}
              </a>{' '}
              <span className="text-slate-700">
                ({d.documentType.toUpperCase()}, {formatBytes(d.sizeBytes)})
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">The family attached no documents.</p>
      )}
    </Panel>
  );
}

/** The family's replies to a request for more information, oldest first. */
export function NotificationReplies({ notification: n }: { notification: OrgNotification }) {
  if (!n.replies.length) return null;
  return (
    <Panel title="The family’s replies">
      <ol className="space-y-3">
        {n.replies.map((r, i) => (
          <li key={`${r.sentAt}-${i}`} className="rounded-md border border-slate-200 p-3 text-sm">
            <p className="text-slate-700">{formatDateTime(r.sentAt)}</p>
            <p className="mt-1 break-words whitespace-pre-line text-slate-900">{r.message}</p>
          </li>
        ))}
      </ol>
    </Panel>
  );
}

/** Every answer the organisation gave, oldest first, with their products. */
export function NotificationAnswers({ notification: n }: { notification: OrgNotification }) {
  if (!n.answers.length) return null;
  return (
    <Panel title="Your answers">
      <ol className="space-y-5 divide-y divide-slate-100">
        {n.answers.map((a) => (
          <li key={a.id} className="pt-4 first:pt-0">
            <AnswerSummary answer={a} />
          </li>
        ))}
      </ol>
    </Panel>
  );
}
