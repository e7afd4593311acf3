import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { TableHead, TableShell, tableCell } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { useDocumentVersions } from '@/features/documents/api/get-document-versions';
import { paths } from '@/config/paths';
import { isApiError, messageOf } from '@/lib/api-client';
import { formatBytes, formatDate, formatDateTime } from '@/lib/format';
import { useGoBack } from '../notify/use-go-back';

/** /dashboard/documents/version-history/{id}: every version of one document. */
export function DocumentVersionHistoryRoute() {
  const { id = '' } = useParams();
  const versions = useDocumentVersions(id);
  const goBack = useGoBack(paths.dashboard.documents.href());

  const rows = versions.data
    ? [
        {
          version: versions.data.current.version,
          uploadedFile: versions.data.current.uploadedFile,
          sizeBytes: versions.data.current.sizeBytes,
          createdBy: null as string | null,
          createdAt: versions.data.current.uploadDate,
          isCurrent: true,
        },
        ...versions.data.items
          .filter((v) => v.version !== versions.data.current.version)
          .map((v) => ({ ...v, isCurrent: false })),
      ]
    : [];
  const currentBy = versions.data?.items.find((v) => v.version === versions.data.current.version)?.createdBy;

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
          <TableShell>
            <TableHead columns={['Version', 'File', 'Created By', 'Date', 'Size']} />
            <tbody className="divide-y divide-slate-200">
              {rows.map((v) => (
                <tr key={v.version}>
                  <td className={cn(tableCell, 'font-medium text-slate-900')}>
                    v{v.version}
                    {v.isCurrent ? <span className="ml-1 text-xs text-green-800"> (current)</span> : null}
                  </td>
                  <td className={tableCell}>{v.uploadedFile}</td>
                  <td className={tableCell}>{(v.isCurrent ? currentBy : v.createdBy) ?? '—'}</td>
                  <td className={cn(tableCell, 'whitespace-nowrap')}>{formatDateTime(v.createdAt)}</td>
                  <td className={tableCell}>{formatBytes(v.sizeBytes)}</td>
                </tr>
              ))}
            </tbody>
          </TableShell>
        </>
      )}
    </div>
  );
}
