import { can } from '@estate/domain';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RecordList } from '@/components/records/record-list';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { DocumentGrantDialog } from '@/features/documents/components/document-grant-dialog';
import { documentGrantKind } from '@/features/documents/document-grant-kind';
import { useListState } from '@/hooks/use-list-state';
import { useViewRole } from '@/lib/view-role/use-view-role';

/**
 * /dashboard/documents/permissions (spec 2 Document Access Permissions; decision 031): who has been
 * granted view, edit or admin on each document, on top of the estate's rules; Grant Access and
 * Revoke for those who run the estate. `?documentId=` shows one document's grants (the Permissions
 * link of a document's row), and Grant Access then grants on that document.
 */
export function DocumentPermissionsRoute() {
  const manages = can(useViewRole().viewRole, 'estate:manage');
  const [params] = useSearchParams();
  const documentId = params.get('documentId') ?? '';
  // The document filter rides with the kit's own (estate, level), so paging and search keep it.
  const list = useListState({
    defaultSort: documentGrantKind.defaultSort,
    defaultOrder: documentGrantKind.defaultOrder,
    filters: [...documentGrantKind.filters.map((f) => f.name), 'documentId'],
  });
  const kind = useMemo(
    () =>
      documentId
        ? {
            ...documentGrantKind,
            addDialog: ({ onClose }: { onClose: () => void }) => (
              <DocumentGrantDialog documentId={documentId} onClose={onClose} />
            ),
          }
        : documentGrantKind,
    [documentId],
  );
  return (
    <div className="space-y-6">
      <PageHeader
        title="Document Access Permissions"
        subtitle="Who may open, replace or share each document, beyond the estate's own rules."
      />
      {documentId ? (
        <p className="text-sm text-slate-700">
          Showing the access to one document.{' '}
          <Link
            to={paths.dashboard.documentPermissions.href()}
            className="font-medium text-blue-700 underline"
          >
            Show every document
          </Link>
        </p>
      ) : null}
      <RecordList kind={kind} manages={manages} list={list} />
    </div>
  );
}
