import { NOTE_CATEGORY_LABELS, type NoteDto } from '@estate/domain';
import { EmptyState } from '@/components/ui/panel';
import type { EstateDetail } from '@/features/estates/api/schemas';
import { TaskStatusBadge } from '@/features/tasks/components/task-status';
import { formatDate } from '@/lib/format';

/** The estate's dated events in order: death, grant, tasks due and notes added. */
export function TimelineTab({ estate: e, notes }: { estate: EstateDetail; notes: NoteDto[] }) {
  const events: { key: string; date: string; title: string; status: string | null; detail?: string }[] = [
    ...(e.dateOfDeath ? [{ key: 'death', date: e.dateOfDeath, title: 'Date of death', status: null }] : []),
    ...(e.grantDate
      ? [{ key: 'grant', date: e.grantDate, title: 'Grant of administration', status: null }]
      : []),
    ...e.tasks
      .filter((t) => t.dueDate)
      .map((t) => ({ key: t.taskId, date: t.dueDate!, title: t.name, status: t.status })),
    ...notes.map((n) => ({
      key: n.id,
      date: n.createdAt.slice(0, 10),
      title: `Note: ${n.title}`,
      status: null,
      detail: `${NOTE_CATEGORY_LABELS[n.category]} · ${n.createdBy?.name ?? 'Unknown'}`,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  if (!events.length) return <EmptyState title="No dated events yet." />;
  return (
    <ol className="relative ml-3 space-y-6 border-l border-slate-300">
      {events.map((event) => (
        <li key={event.key} className="ml-6">
          <span aria-hidden="true" className="absolute -left-1.5 mt-1.5 size-3 rounded-full bg-blue-700" />
          <time dateTime={event.date} className="text-xs font-medium text-slate-600">
            {formatDate(event.date)}
          </time>
          <p className="text-sm font-medium text-slate-900">{event.title}</p>
          {event.detail ? <p className="text-xs text-slate-600">{event.detail}</p> : null}
          {event.status ? (
            <div className="mt-1">
              <TaskStatusBadge status={event.status} />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
