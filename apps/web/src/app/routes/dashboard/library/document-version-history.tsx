import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { TableHead, TableShell, tableCell } from '@/components/ui/data-table';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { StatCard } from '@/components/ui/stat-card';
import { paths } from '@/config/paths';
import { useDocumentVersions } from '@/features/documents/api/get-document-versions';
import { DocumentVersionDownload } from '@/features/documents/components/document-version-download';
import { isApiError, messageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatBytes, formatDate, formatDateTime } from '@/lib/format';
import { useGoBack } from '../../notify/use-go-back';

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

  const rows = versions.data
    ? [
        {
          version: versions.data.current.version,
          uploadedFile: versions.data.current.uploadedFile,
          sizeBytes: versions.data.current.sizeBytes,
          createdBy: versions.data.current.createdBy,
          uploadedAt: versions.data.current.uploadDate as string | null,
          changeDescription: versions.data.current.changeDescription,
          isCurrent: true,
        },
        ...versions.data.items
          .filter((v) => v.version !== versions.data.current.version)
          .map((v) => ({ ...v, isCurrent: false })),
      ]
    : [];
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
          <TableShell>
            <TableHead
              columns={['Version', 'Change Description', 'Created By', 'Date', 'Size', 'Download']}
            />
            <tbody className="divide-y divide-slate-200">
              {shown.map((v) => (
                <tr key={v.version}>
                  <td className={cn(tableCell, 'font-medium text-slate-900')}>
                    v{v.version}
                    {v.isCurrent ? <span className="ml-1 text-xs text-green-800"> (current)</span> : null}
                  </td>
                  <td className={tableCell}>
                    <p>{v.changeDescription ?? '—'}</p>
                    <p className="text-xs text-slate-600">{v.uploadedFile}</p>
                  </td>
                  <td className={tableCell}>{v.createdBy ?? '—'}</td>
                  <td className={cn(tableCell, 'whitespace-nowrap')}>
                    {v.uploadedAt ? formatDateTime(v.uploadedAt) : 'Not recorded'}
                  </td>
                  <td className={tableCell}>{formatBytes(v.sizeBytes)}</td>
                  <td className={tableCell}>
                    <DocumentVersionDownload documentId={id} version={v.version} fileName={v.uploadedFile} />
                  </td>
                </tr>
              ))}
              {shown.length === 0 ? (
                <tr>
                  <td colSpan={6} className={cn(tableCell, 'text-center text-slate-600')}>
                    No versions match your search.
                  </td>
                </tr>
              ) : null}
            </tbody>
          </TableShell>
        </>
      )}
    </div>
  );
}
