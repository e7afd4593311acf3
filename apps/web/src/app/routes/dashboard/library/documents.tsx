import { can } from '@estate/domain';
import { KeyRound, LayoutGrid, List, Upload } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { EstatePicker } from '@/components/ui/estate-picker';
import { DateRangeSelect, FilterBar } from '@/components/ui/filter-bar';
import { SelectField } from '@/components/ui/form-field';
import { EmptyListBox, LoadError } from '@/components/ui/list-states';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Tabs } from '@/components/ui/tabs';
import { ViewToggle } from '@/components/ui/view-toggle';
import {
  DOCUMENT_RANGES,
  DOCUMENT_TYPES,
  useDocuments,
  type DocumentRange,
  type DocumentType,
} from '@/features/documents/api/get-documents';
import { paths } from '@/config/paths';
import { DocumentUploadDialog } from '@/features/documents/components/document-upload-dialog';
import { DocumentGrid, DocumentTable } from '@/features/documents/components/document-views';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useKeysetPage } from '@/hooks/use-page';
import { useViewRole } from '@/lib/view-role/use-view-role';

const TABS = [
  { value: 'uploaded', label: 'Uploaded' },
  { value: 'received', label: 'Received' },
  { value: 'templates', label: 'Templates' },
] as const;
type LibraryTab = (typeof TABS)[number]['value'];
const PAGE_SIZE = 25;
const VIEWS = [
  { value: 'grid', label: 'Grid view', icon: LayoutGrid },
  { value: 'list', label: 'List view', icon: List },
] as const;

/** /dashboard/documents: documents of the estates I am linked to, newest upload first. */
export function DocumentsRoute() {
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<LibraryTab>('uploaded');
  const [view, setView] = useState<'list' | 'grid'>('list');
  const [search, setSearch] = useState('');
  const [type, setType] = useState<DocumentType | ''>('');
  const [estateId, setEstateId] = useState('');
  const [range, setRange] = useState<DocumentRange>('all');
  const { page, cursor, goTo, resettingPage } = useKeysetPage();
  const q = useDebouncedValue(search.trim(), 300);
  const documents = useDocuments({ q, type, estateId, range, page, pageSize: PAGE_SIZE, ...cursor });
  const uploading = params.get('upload') === '1';
  // A beneficiary lists what the firm shared with them and their own uploads (decision 007).
  const manages = can(useViewRole().viewRole, 'estate:manage');
  const filtered = Boolean(q || type || estateId || range !== 'all');
  const pages = documents.data ? Math.max(1, Math.ceil(documents.data.total / PAGE_SIZE)) : 1;

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
  return (
    <div className="space-y-6">
      <PageHeader
        title="Documents"
        subtitle="Documents of the estates you work on, newest first."
        actions={
          <>
            <ButtonLink variant="secondary" to={paths.dashboard.documentPermissions.href()}>
              <KeyRound aria-hidden="true" className="size-4" />
              Access Permissions
            </ButtonLink>
            <Button onClick={() => setUploading(true)}>
              <Upload aria-hidden="true" className="size-4" />
              Upload Document
            </Button>
          </>
        }
      />

      <Tabs label="Document library" tabs={TABS} value={tab} onChange={setTab}>
        <div className="space-y-4">
          <FilterBar
            search={{
              id: 'document-search',
              label: 'Search documents',
              placeholder: 'Search by file name or deceased name...',
              value: search,
              onChange: resettingPage(setSearch),
            }}
            filtersId="document-filters"
            filters={
              <>
                <SelectField
                  label="Document Type"
                  value={type}
                  onChange={(e) => resettingPage(setType)(e.target.value as DocumentType | '')}
                >
                  <option value="">All Types</option>
                  {DOCUMENT_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {t === 'JPEG' ? 'JPG' : t}
                    </option>
                  ))}
                </SelectField>
                <EstatePicker
                  emptyLabel="All Estates"
                  value={estateId}
                  onChange={(e) => resettingPage(setEstateId)(e.target.value)}
                />
                <DateRangeSelect ranges={DOCUMENT_RANGES} value={range} onChange={resettingPage(setRange)} />
              </>
            }
          >
            <ViewToggle options={VIEWS} value={view} onChange={setView} />
          </FilterBar>

          {documents.isPending ? (
            <LoadingState label="Loading documents..." showLabel />
          ) : documents.isError ? (
            <LoadError onRetry={() => window.location.reload()}>Failed to load documents.</LoadError>
          ) : documents.data.items.length === 0 ? (
            <EmptyListBox
              title={
                filtered || manages ? 'No documents found' : 'No documents have been shared with you yet.'
              }
              hint={
                filtered
                  ? 'Try adjusting your search or filters'
                  : manages
                    ? 'Get started by uploading your first document'
                    : 'Documents the firm shares with you, and any you upload, appear here.'
              }
            />
          ) : (
            <>
              {view === 'list' ? (
                <DocumentTable documents={documents.data.items} />
              ) : (
                <DocumentGrid documents={documents.data.items} />
              )}
              {pages > 1 ? (
                <Pagination
                  page={page}
                  pages={pages}
                  // The page on screen, not the one kept while the next loads, says where it ends.
                  onPageChange={(next) =>
                    goTo(next, documents.isPlaceholderData ? undefined : documents.data)
                  }
                >
                  Page {page} of {pages} · {documents.data.total} documents
                </Pagination>
              ) : null}
            </>
          )}
        </div>
      </Tabs>

      {uploading ? <DocumentUploadDialog onClose={() => setUploading(false)} /> : null}
    </div>
  );
}
