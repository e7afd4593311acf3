import {
  NOTE_CATEGORY_LABELS,
  S65_LABEL,
  SMALL_ESTATE_FLAG_LABEL,
  s65PositionText,
  smallEstateFlagText,
  type NoteDto,
} from '@estate/domain';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { LoadingState } from '@/components/ui/loading-state';
import { Panel } from '@/components/ui/panel';
import type { useEstateNotes } from '@/features/estates/api/estate-notes';
import type { EstateDetail } from '@/features/estates/api/schemas';
import { EstateNotificationsPanel } from '@/features/estates/components/estate-notifications-panel';
import { EstateProposalsPanel } from '@/features/estates/components/estate-proposals-panel';
import { ProgressBar, estateValueText } from '@/features/estates/components/estate-list-views';
import { GrantDateForm } from '@/features/estates/components/grant-date-form';
import { messageOf } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';

export type NotesQuery = ReturnType<typeof useEstateNotes>;

/** The estate's details and progress, its grant date, its notes and (for those who run it) NotifyFlow. */
export function OverviewTab({
  estate: e,
  notes,
  manages,
}: {
  estate: EstateDetail;
  notes: NotesQuery | null;
  manages: boolean;
}) {
  const rows: [string, string][] = [
    ['Deceased', e.deceasedName],
    ['Date of Death', formatDate(e.dateOfDeath)],
    ['Last Known Address', e.lastKnownAddress ?? '—'],
    ['Workflow', e.workflowType === 'probate' ? 'Probate' : 'Letters of administration'],
    // The product's flag and the statutory s65 route are different things (issue 19): both shown.
    [SMALL_ESTATE_FLAG_LABEL, smallEstateFlagText(e)],
    [S65_LABEL, s65PositionText(e)],
    ['Estimated Value', estateValueText(e)],
    [
      'Executor',
      e.executor
        ? `${e.executor.fullName} (${e.executor.email})`
        : e.executorInvitation
          ? `Invited ${e.executorInvitation.email} (no account yet)`
          : 'Not assigned',
    ],
    ['Opened', formatDate(e.dateCreated)],
    ['Last Updated', formatDate(e.updatedAt)],
  ];
  return (
    <div className="grid gap-6 xl:grid-cols-3">
      <Panel title="Estate Details" className="xl:col-span-2">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-5">
          <p className="text-sm text-slate-600">Progress</p>
          <ProgressBar value={e.progress} label="Progress of this estate" />
        </div>
      </Panel>
      <div className="space-y-6">
        <Panel title="Grant">
          <GrantDateForm key={e.grantDate ?? ''} estate={e} />
        </Panel>
        <Panel title="Notes">
          <NotesList intake={e.notes} notes={notes} />
        </Panel>
      </div>
      {/* NotifyFlow (issue 18): for those who run the estate, as its correspondence. */}
      {manages ? (
        <div className="xl:col-span-3">
          <EstateNotificationsPanel estateId={e.estateId} />
        </div>
      ) : null}
      {/* Issue 44: what organisations reported holding, proposed as assets and liabilities. */}
      {manages ? (
        <div className="xl:col-span-3">
          <EstateProposalsPanel estateId={e.estateId} />
        </div>
      ) : null}
    </div>
  );
}

/** The wizard's intake notes, then the notes added since (newest first). */
function NotesList({ intake, notes }: { intake: string | null; notes: NotesQuery | null }) {
  const added = notes?.data ?? [];
  return (
    <div className="space-y-4">
      {notes?.isPending ? <LoadingState label="Loading notes..." /> : null}
      {notes?.isError ? (
        <Alert>Error: {messageOf(notes.error, 'The notes could not be loaded.')}</Alert>
      ) : null}
      {added.length ? (
        <ul className="space-y-3" aria-label="Estate notes">
          {added.map((note) => (
            <NoteItem key={note.id} note={note} />
          ))}
        </ul>
      ) : null}
      {intake ? (
        <div>
          <p className="text-xs font-medium text-slate-600">From the estate&apos;s intake</p>
          <p className="text-sm whitespace-pre-wrap text-slate-900">{intake}</p>
        </div>
      ) : null}
      {!intake && !added.length && !notes?.isPending ? (
        <p className="text-sm text-slate-600">No notes.</p>
      ) : null}
    </div>
  );
}

function NoteItem({ note }: { note: NoteDto }) {
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
        {note.title}
        <Badge>{NOTE_CATEGORY_LABELS[note.category]}</Badge>
      </p>
      <p className="mt-1 text-sm whitespace-pre-wrap text-slate-800">{note.content}</p>
      {note.tags.length ? <p className="mt-1 text-xs text-slate-600">Tags: {note.tags.join(', ')}</p> : null}
      <p className="mt-1 text-xs text-slate-600">
        {note.createdBy?.name ?? 'Unknown'} · {formatDateTime(note.createdAt)}
      </p>
    </li>
  );
}
