import { institutionAuditShown } from '@estate/domain';
import { useState } from 'react';
import { focusRing } from '@/components/ui/focus';
import { LoadingState } from '@/components/ui/loading-state';
import { messageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useInstitutionAudit } from '../api/get-institution-audit';

/**
 * Back office: one notified organisation's history (sent, posted, answered, changed by hand with a
 * note, reminded, the family's replies), who and when, newest first. Loaded when opened.
 */
export function InstitutionHistory({ id, name }: { id: string; name: string }) {
  const [open, setOpen] = useState(false);
  const audit = useInstitutionAudit(id, open);
  return (
    <details className="text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={cn('cursor-pointer rounded font-medium text-blue-800 hover:underline', focusRing)}>
        History<span className="sr-only"> of {name}</span>
      </summary>
      <div className="mt-2">
        {!open ? null : audit.isPending ? (
          <LoadingState label="Loading history…" showLabel />
        ) : audit.isError ? (
          <p className="text-red-700">{messageOf(audit.error, 'The history could not be loaded.')}</p>
        ) : audit.data.items.length === 0 ? (
          <p className="text-slate-700">Nothing has happened yet.</p>
        ) : (
          <ol className="space-y-2 border-l-2 border-slate-200 pl-3">
            {audit.data.items.map((event, i) => {
              const shown = institutionAuditShown(event);
              return (
                <li key={`${event.createdAt}-${i}`}>
                  <p className="font-medium text-slate-900">{shown.title}</p>
                  <p className="text-slate-700">
                    {event.actorName} ·{' '}
                    <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
                  </p>
                  {shown.detail ? <p className="whitespace-pre-line text-slate-700">{shown.detail}</p> : null}
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </details>
  );
}
