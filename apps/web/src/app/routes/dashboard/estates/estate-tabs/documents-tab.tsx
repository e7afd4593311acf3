import { FilePlus2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/loading-state';
import { EmptyState } from '@/components/ui/panel';
import { useEstateDocuments } from '@/features/documents/api/get-documents';
import { DocumentTable } from '@/features/documents/components/document-views';

/** The estate's documents (those shared with a beneficiary, for them) and Upload a document. */
export function DocumentsTab({
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
