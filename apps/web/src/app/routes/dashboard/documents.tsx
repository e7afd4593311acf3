import { Filter, LayoutGrid, List, Search, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus';
import { SelectField } from '@/components/ui/form-field';
import { LoadingState } from '@/components/ui/loading-state';
import { EmptyState } from '@/components/ui/panel';
import { Tabs } from '@/components/ui/tabs';
import { useEstates } from '@/features/estates/api/get-estates';
import { useRecentEstates } from '@/features/estates/api/get-recent-estates';
import {
  DOCUMENT_RANGES,
  DOCUMENT_TYPES,
  useDocuments,
  type DocumentRange,
  type DocumentType,
} from '@/features/documents/api/get-documents';
import { DocumentUploadDialog } from '@/features/documents/components/document-upload-dialog';
import { DocumentGrid, DocumentTable } from '@/features/documents/components/document-views';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/cn';

const TABS = [
  { value: 'uploaded', label: 'Uploaded' },
  { value: 'received', label: 'Received' },
  { value: 'templates', label: 'Templates' },
] as const;
type LibraryTab = (typeof TABS)[number]['value'];
const PAGE_SIZE = 25;

/** /dashboard/documents: documents of the estates I am linked to, newest upload first. */
export function DocumentsRoute() {
  useDocumentTitle('Documents');
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<LibraryTab>('uploaded');
  const [view, setView] = useState<'list' | 'grid'>('list');
  const [search, setSearch] = useState('');
  const [showFilters, setShowFilters] = useState(false);
  const [type, setType] = useState<DocumentType | ''>('');
  const [estateId, setEstateId] = useState('');
  const [range, setRange] = useState<DocumentRange>('all');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 300);
  const documents = useDocuments({ q, type, estateId, range, page, pageSize: PAGE_SIZE });
  const mine = useEstates({ pageSize: 100 });
  const recent = useRecentEstates();
  const uploading = params.get('upload') === '1';
  const filtered = Boolean(q || type || estateId || range !== 'all');
  const pages = documents.data ? Math.max(1, Math.ceil(documents.data.total / PAGE_SIZE)) : 1;

  const estateOptions = useMemo(() => {
    const byId = new Map<string, string>();
    for (const e of recent.data ?? []) byId.set(e.estateId, e.deceasedName);
    for (const e of mine.data?.items ?? []) byId.set(e.estateId, e.deceasedName);
    return [...byId]
      .map(([id, deceasedName]) => ({ estateId: id, deceasedName }))
      .sort((a, b) => a.deceasedName.localeCompare(b.deceasedName));
  }, [recent.data, mine.data]);

  const setUploading = (open: boolean) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (open) next.set('upload', '1');
        else next.delete('upload');
        return next;
      },
      { replace: true },
    );
  const filterSetter =
    <T,>(setter: (v: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(1);
    };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Documents</h1>
          <p className="mt-1 text-slate-700">Documents of the estates you work on, newest first.</p>
        </div>
        <Button onClick={() => setUploading(true)}>
          <Upload aria-hidden="true" className="size-4" />
          Upload Document
        </Button>
      </div>

      <Tabs label="Document library" tabs={TABS} value={tab} onChange={setTab}>
        <div className="space-y-4">
          <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-center gap-3">
              <div className="relative min-w-60 flex-1">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
                />
                <label htmlFor="document-search" className="sr-only">
                  Search documents
                </label>
                <input
                  id="document-search"
                  type="search"
                  value={search}
                  onChange={(e) => filterSetter(setSearch)(e.target.value)}
                  placeholder="Search by file name or deceased name..."
                  className={cn(
                    'block w-full rounded-md border border-slate-400 bg-white py-2 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500',
                    focusRing,
                    'focus-visible:ring-offset-0',
                  )}
                />
              </div>
              <Button
                variant="secondary"
                aria-expanded={showFilters}
                aria-controls="document-filters"
                onClick={() => setShowFilters((v) => !v)}
              >
                <Filter aria-hidden="true" className="size-4" />
                Filter
              </Button>
              <div role="group" aria-label="View" className="flex rounded-md border border-slate-300">
                {(['grid', 'list'] as const).map((v) => (
                  <button
                    key={v}
                    type="button"
                    aria-pressed={view === v}
                    onClick={() => setView(v)}
                    className={cn(
                      'p-2 first:rounded-l-md last:rounded-r-md',
                      view === v ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                      focusRing,
                    )}
                  >
                    {v === 'grid' ? (
                      <LayoutGrid aria-hidden="true" className="size-4" />
                    ) : (
                      <List aria-hidden="true" className="size-4" />
                    )}
                    <span className="sr-only">{v === 'grid' ? 'Grid view' : 'List view'}</span>
                  </button>
                ))}
              </div>
            </div>
            {showFilters ? (
              <div id="document-filters" className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-3">
                <SelectField
                  label="Document Type"
                  value={type}
                  onChange={(e) => filterSetter(setType)(e.target.value as DocumentType | '')}
                >
                  <option value="">All Types</option>
                  {DOCUMENT_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {t === 'JPEG' ? 'JPG' : t}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label="Estate"
                  value={estateId}
                  onChange={(e) => filterSetter(setEstateId)(e.target.value)}
                >
                  <option value="">All Estates</option>
                  {estateOptions.map((e) => (
                    <option key={e.estateId} value={e.estateId}>
                      Estate of {e.deceasedName}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label="Date Range"
                  value={range}
                  onChange={(e) => filterSetter(setRange)(e.target.value as DocumentRange)}
                >
                  {DOCUMENT_RANGES.map((r) => (
                    <option key={r.value} value={r.value}>
                      {r.label}
                    </option>
                  ))}
                </SelectField>
              </div>
            ) : null}
          </div>

          {documents.isPending ? (
            <LoadingState label="Loading documents..." showLabel />
          ) : documents.isError ? (
            <Alert>
              <p>Failed to load documents.</p>
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => window.location.reload()}>
                Retry
              </Button>
            </Alert>
          ) : documents.data.items.length === 0 ? (
            <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
              <EmptyState
                title="No documents found"
                hint={
                  filtered
                    ? 'Try adjusting your search or filters'
                    : 'Get started by uploading your first document'
                }
              />
            </div>
          ) : (
            <>
              {view === 'list' ? (
                <DocumentTable documents={documents.data.items} />
              ) : (
                <DocumentGrid documents={documents.data.items} />
              )}
              {pages > 1 ? (
                <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
                  <p className="text-sm text-slate-700">
                    Page {page} of {pages} · {documents.data.total} documents
                  </p>
                  <div className="flex gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={page <= 1}
                      onClick={() => setPage((p) => p - 1)}
                    >
                      Previous
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={page >= pages}
                      onClick={() => setPage((p) => p + 1)}
                    >
                      Next
                    </Button>
                  </div>
                </nav>
              ) : null}
            </>
          )}
        </div>
      </Tabs>

      {uploading ? (
        <DocumentUploadDialog estates={estateOptions} onClose={() => setUploading(false)} />
      ) : null}
    </div>
  );
}
