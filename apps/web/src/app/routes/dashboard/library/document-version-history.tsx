import type { DocumentVersions } from '@estate/domain';
import { useId, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { StatCard } from '@/components/ui/stat-card';
import { paths } from '@/config/paths';
import { useDocumentVersions } from '@/features/documents/api/get-document-versions';
import { DocumentVersionDownload } from '@/features/documents/components/document-version-download';
import { isApiError, messageOf } from '@/lib/api-client';
import { formatBytes, formatDate, formatDateTime } from '@/lib/format';
import { useGoBack } from '../../notify/use-go-back';

/** One row of the history: the current version first, then the earlier ones. */
type VersionRow = Omit<DocumentVersions['items'][number], 'createdAt'> & { isCurrent: boolean };

const versionKeyOf = (v: VersionRow) => String(v.version);

/** The history's columns; Download fetches the version of the document `documentId`. */
function versionColumns(documentId: string): DataColumn<VersionRow>[] {
  return [
    {
      id: 'version',
      header: 'Version',
      className: 'font-medium text-slate-900',
      cell: (v) => (
        <>
          v{v.version}
          {v.isCurrent ? <span className="ml-1 text-xs text-green-800"> (current)</span> : null}
        </>
      ),
    },
    {
      id: 'changeDescription',
      header: 'Change Description',
      cell: (v) => (
        <>
          <p>{v.changeDescription ?? '—'}</p>
          <p className="text-xs text-slate-600">{v.uploadedFile}</p>
        </>
      ),
    },
    { id: 'createdBy', header: 'Created By', cell: (v) => v.createdBy ?? '—' },
    {
      id: 'date',
      header: 'Date',
      className: 'whitespace-nowrap',
      cell: (v) => (v.uploadedAt ? formatDateTime(v.uploadedAt) : 'Not recorded'),
    },
    { id: 'size', header: 'Size', cell: (v) => formatBytes(v.sizeBytes) },
    {
      id: 'download',
      header: 'Download',
      cell: (v) => (
        <DocumentVersionDownload documentId={documentId} version={v.version} fileName={v.uploadedFile} />
      ),
    },
  ];
}

/**
 * /dashboard/documents/version-history/{id} (spec 2 Document Version History): every version of one
 * document with what changed, who uploaded it, its own upload date, its size and Download; search
 * over the version number, change description and who; Back returns to the previous page.
 */
export function DocumentVersionHistoryRoute() {
  const { id = '' } = useParams();
  const versions = useDocumentVersions(id);
  const goBack = useGoBack(paths.dashboard.documents.href());
  const [search, setSearch] = useState('');
  const searchId = useId();

  const rows: VersionRow[] = versions.data
    ? [
        {
          version: versions.data.current.version,
          uploadedFile: versions.data.current.uploadedFile,
          sizeBytes: versions.data.current.sizeBytes,
          createdBy: versions.data.current.createdBy,
          uploadedAt: versions.data.current.uploadDate,
          changeDescription: versions.data.current.changeDescription,
          isCurrent: true,
        },
        ...versions.data.items
          .filter((v) => v.version !== versions.data.current.version)
          .map((v) => ({ ...v, isCurrent: false })),
      ]
    : [];
  const columns = useMemo(() => versionColumns(id), [id]);
  const needle = search
    .trim()
    .toLowerCase()
    .replace(/^v(?=\d)/, '');
  const shown = needle
    ? rows.filter((v) =>
        [String(v.version), v.changeDescription ?? '', v.createdBy ?? '', v.uploadedFile].some((text) =>
          text.toLowerCase().includes(needle),
        ),
      )
    : rows;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Document Version History"
        back={{ onClick: goBack }}
        subtitle={versions.data?.current.uploadedFile}
      />
      {versions.isPending ? (
        <LoadingState label="Loading versions..." showLabel />
      ) : versions.isError ? (
        <Alert>
          {isApiError(versions.error) && versions.error.status === 404
            ? 'Document not found.'
            : messageOf(versions.error, 'Failed to load the versions.')}
        </Alert>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard label="Latest Version" value={`v${versions.data.current.version}`} />
            <StatCard label="Total Versions" value={rows.length} />
            <StatCard label="Last Updated" value={formatDate(versions.data.current.uploadDate)} />
          </div>
          <SearchField
            id={searchId}
            label="Search versions"
            placeholder="Search by version, change or who..."
            value={search}
            onChange={setSearch}
          />
          <DataTable
            label="Versions"
            isRegion={false}
            columns={columns}
            rows={shown}
            rowId={versionKeyOf}
            emptyRow="No versions match your search."
          />
        </>
      )}
    </div>
  );
}
