import { TableHead, TableShell, tableCell } from '@/components/ui/data-table';
import { NOTE_CATEGORY_LABELS, can, type NoteDto } from '@estate/domain';
import { Download, FilePlus2, ListChecks, NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { RecordList, useKindListState } from '@/components/records/record-list';
import { ResponsiveActions, type ScreenAction } from '@/components/ui/actions-menu';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/loading-state';
import { EmptyState, Panel } from '@/components/ui/panel';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useEstateDocuments } from '@/features/documents/api/get-documents';
import { DocumentUploadDialog } from '@/features/documents/components/document-upload-dialog';
import { DocumentTable } from '@/features/documents/components/document-views';
import { useEstateNotes } from '@/features/estates/api/estate-notes';
import { useEstate } from '@/features/estates/api/get-estate';
import type { EstateDetail } from '@/features/estates/api/schemas';
import { ProgressBar, estateValueText } from '@/features/estates/components/estate-list-views';
import {
  S65_LABEL,
  SMALL_ESTATE_FLAG_LABEL,
  s65PositionText,
  smallEstateFlagText,
  stageLabel,
} from '@estate/domain';
import { EstateStatusBadge } from '@/features/estates/components/estate-status-badge';
import { EstatePresence } from '@/features/estates/components/estate-presence';
import { ExecutorPicker } from '@/features/estates/components/executor-picker';
import { AddNoteDialog } from '@/features/estates/components/add-note-dialog';
import { EstateFallback } from '@/features/estates/components/estate-fallback';
import { EstateNotificationsPanel } from '@/features/estates/components/estate-notifications-panel';
import { EstateSectionNav } from '@/features/estates/components/estate-section-nav';
import { useEstateExport } from '@/features/estates/components/export-button';
import { GrantDateForm } from '@/features/estates/components/grant-date-form';
import { StatusStageDialog } from '@/features/estates/components/status-stage-dialog';
import { assetKind } from '@/features/estate-records/assets';
import { beneficiaryKind } from '@/features/estate-records/beneficiaries';
import { liabilityKind } from '@/features/estate-records/liabilities';
import { NetWorthSummary } from '@/features/estate-records/net-worth-summary';
import { valuationKind } from '@/features/estate-records/valuations';
import { TaskOverdueBadge, TaskStatusBadge, TaskStatusSelect } from '@/features/tasks/components/task-status';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { messageOf } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { useViewRole } from '@/lib/view-role/use-view-role';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'assets', label: 'Assets & Debts' },
  { value: 'beneficiaries', label: 'Beneficiaries' },
  { value: 'tasks', label: 'Tasks' },
  { value: 'documents', label: 'Documents' },
  { value: 'valuations', label: 'Valuations' },
  { value: 'timeline', label: 'Timeline' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** /dashboard/estates/{id}: one estate, its summary bar and its tabs. */
export function EstateDetailRoute() {
  const { id = '' } = useParams();
  const estate = useEstate(id);
  const [params, setParams] = useSearchParams();
  const tab = (TABS.find((t) => t.value === params.get('tab'))?.value ?? 'overview') satisfies TabValue;
  const [open, setOpen] = useState<'upload' | 'note' | 'status' | null>(null);
  const { viewRole } = useViewRole();
  const manages = can(viewRole, 'estate:manage');
  const notes = useEstateNotes(id, manages && estate.isSuccess);
  const exportEstate = useEstateExport(id);
  useDocumentTitle(estate.data ? `Estate of ${estate.data.deceasedName}` : 'Estate');

  if (estate.isPending || estate.isError) return <EstateFallback estate={estate} />;

  const e = estate.data;
  // What this person may do here (decision 007): those who run the estate note, export and move it
  // on; anyone who sees it may add a document (a beneficiary's own upload stays private to the firm).
  const actions: ScreenAction[] = [
    ...(manages
      ? [
          { key: 'note', label: 'Add Note', icon: NotebookPen, onSelect: () => setOpen('note') },
          {
            key: 'export',
            label: exportEstate.label,
            icon: Download,
            onSelect: exportEstate.run,
            disabled: exportEstate.isPending,
          },
        ]
      : []),
    { key: 'upload', label: 'Add Document', icon: FilePlus2, onSelect: () => setOpen('upload') },
    ...(manages
      ? [{ key: 'status', label: 'Update Status', icon: ListChecks, onSelect: () => setOpen('status') }]
      : []),
  ];
  return (
    <div className="space-y-6">
      <PageHeader
        title={`Estate of ${e.deceasedName}`}
        documentTitle={null}
        back={{ to: paths.dashboard.estates.href(), label: 'Back to Estates' }}
        subtitle={
          <>
            <p className="font-mono text-xs text-slate-600">File number: {e.fileNumber}</p>
            <EstatePresence estateId={e.estateId} enabled={manages} />
          </>
        }
        actions={<ResponsiveActions actions={actions} />}
      />
      <EstateSectionNav estateId={e.estateId} />

      <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-xs font-medium text-slate-600">Status</dt>
          <dd className="mt-1">
            <EstateStatusBadge status={e.status} />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600">Stage</dt>
          <dd className="mt-1 text-sm font-medium text-slate-900">{stageLabel(e.stage)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600">Will Status</dt>
          <dd className="mt-1 text-sm font-medium text-slate-900">{e.willStatus ?? 'Unknown'}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600">Estate Value</dt>
          <dd className="mt-1 text-sm font-medium text-slate-900">{estateValueText(e)}</dd>
        </div>
        {/* A row of its own: the picker, and the form that names an executor by email. */}
        <div className="sm:col-span-2 lg:col-span-4">
          <dt className="sr-only">Executor</dt>
          <dd>
            <ExecutorPicker estate={e} />
          </dd>
        </div>
      </dl>

      <Tabs
        label="Estate details"
        tabs={TABS}
        value={tab}
        onChange={(value) => setParams(value === 'overview' ? {} : { tab: value }, { replace: true })}
      >
        {tab === 'overview' ? (
          <OverviewTab estate={e} notes={manages ? notes : null} manages={manages} />
        ) : tab === 'assets' ? (
          <AssetsTab estateId={e.estateId} manages={manages} />
        ) : tab === 'beneficiaries' ? (
          <RecordList kind={beneficiaryKind} estateId={e.estateId} manages={manages} />
        ) : tab === 'tasks' ? (
          <TasksTab estate={e} manages={manages} />
        ) : tab === 'documents' ? (
          <DocumentsTab estateId={e.estateId} manages={manages} onAdd={() => setOpen('upload')} />
        ) : tab === 'valuations' ? (
          <RecordList kind={valuationKind} estateId={e.estateId} manages={manages} />
        ) : (
          <TimelineTab estate={e} notes={manages ? (notes.data ?? []) : []} />
        )}
      </Tabs>

      {open === 'upload' ? (
        <DocumentUploadDialog estateId={e.estateId} onClose={() => setOpen(null)} />
      ) : open === 'note' ? (
        <AddNoteDialog estateId={e.estateId} onClose={() => setOpen(null)} />
      ) : open === 'status' ? (
        <StatusStageDialog estate={e} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}

type NotesQuery = ReturnType<typeof useEstateNotes>;

function OverviewTab({
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

const td = tableCell;

/** Assets, liabilities and their totals; each list keeps its own search and sort in the URL. */
function AssetsTab({ estateId, manages }: { estateId: string; manages: boolean }) {
  const assets = useKindListState(assetKind, 'a.');
  const liabilities = useKindListState(liabilityKind, 'l.');
  return (
    <div className="space-y-8">
      <RecordList
        kind={assetKind}
        estateId={estateId}
        manages={manages}
        list={assets}
        heading={<h2 className="text-lg font-semibold text-slate-900">Assets</h2>}
      />
      <RecordList
        kind={liabilityKind}
        estateId={estateId}
        manages={manages}
        list={liabilities}
        heading={<h2 className="text-lg font-semibold text-slate-900">Liabilities</h2>}
      />
      <NetWorthSummary estateId={estateId} />
    </div>
  );
}

function TasksTab({ estate, manages }: { estate: EstateDetail; manages: boolean }) {
  if (!estate.tasks.length) return <EmptyState title="No tasks found." />;
  return (
    <TableShell>
      <TableHead columns={['Task', 'Due Date', 'Status']} />
      <tbody className="divide-y divide-slate-200">
        {estate.tasks.map((t) => (
          <tr key={t.taskId}>
            <td className={td}>
              <p className="font-medium text-slate-900">{t.name}</p>
              {t.basis ? <p className="text-xs text-slate-600">{t.basis}</p> : null}
            </td>
            <td className={`${td} whitespace-nowrap`}>
              <span className="flex flex-wrap items-center gap-2">
                {t.dueDate ? formatDate(t.dueDate) : 'Set once the grant date is known'}
                <TaskOverdueBadge task={t} />
              </span>
            </td>
            <td className={td}>
              {manages ? (
                <TaskStatusSelect taskId={t.taskId} taskName={t.name} status={t.status} version={t.version} />
              ) : (
                <TaskStatusBadge status={t.status} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </TableShell>
  );
}

function DocumentsTab({
  estateId,
  manages,
  onAdd,
}: {
  estateId: string;
  manages: boolean;
  onAdd: () => void;
}) {
  const documents = useEstateDocuments(estateId);
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button variant="secondary" size="sm" onClick={onAdd}>
          <FilePlus2 aria-hidden="true" className="size-4" />
          Upload a document
        </Button>
      </div>
      {documents.isPending ? (
        <LoadingState label="Loading documents..." showLabel />
      ) : documents.isError ? (
        <Alert>Failed to load documents.</Alert>
      ) : documents.data.items.length === 0 ? (
        manages ? (
          <EmptyState title="No documents found" hint="Get started by uploading your first document" />
        ) : (
          <EmptyState
            title="No documents have been shared with you yet."
            hint="Documents the firm shares with you, and any you upload, appear here."
          />
        )
      ) : (
        <DocumentTable documents={documents.data.items} />
      )}
    </div>
  );
}

function TimelineTab({ estate: e, notes }: { estate: EstateDetail; notes: NoteDto[] }) {
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
