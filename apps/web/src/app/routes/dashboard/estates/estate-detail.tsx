import { can, stageLabel } from '@estate/domain';
import { Download, FilePlus2, ListChecks, NotebookPen } from 'lucide-react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { RecordList } from '@/components/records/record-list';
import { ResponsiveActions, type ScreenAction } from '@/components/ui/actions-menu';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { DocumentUploadDialog } from '@/features/documents/components/document-upload-dialog';
import { useEstateNotes } from '@/features/estates/api/estate-notes';
import { useEstate } from '@/features/estates/api/get-estate';
import { estateValueText } from '@/features/estates/components/estate-list-views';
import { EstateStatusBadge } from '@/features/estates/components/estate-status-badge';
import { EstatePresence } from '@/features/estates/components/estate-presence';
import { ExecutorPicker } from '@/features/estates/components/executor-picker';
import { AddNoteDialog } from '@/features/estates/components/add-note-dialog';
import { EstateFallback } from '@/features/estates/components/estate-fallback';
import { EstateSectionNav } from '@/features/estates/components/estate-section-nav';
import { useEstateExport } from '@/features/estates/components/export-button';
import { StatusStageDialog } from '@/features/estates/components/status-stage-dialog';
import { beneficiaryKind } from '@/features/estate-records/beneficiaries';
import { valuationKind } from '@/features/estate-records/valuations';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useViewRole } from '@/lib/view-role/use-view-role';
import { AssetsTab } from './estate-tabs/assets-tab';
import { DocumentsTab } from './estate-tabs/documents-tab';
import { OverviewTab } from './estate-tabs/overview-tab';
import { TasksTab } from './estate-tabs/tasks-tab';
import { TimelineTab } from './estate-tabs/timeline-tab';

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
