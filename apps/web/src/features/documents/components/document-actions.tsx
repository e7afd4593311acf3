import { can } from '@estate/domain';
import { ExternalLink, History, KeyRound, RefreshCw, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { focusRing } from '@/components/ui/focus';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-client';
import { useViewRole } from '@/lib/view-role/use-view-role';
import { cn } from '@/lib/cn';
import type { EstateDocument } from '../api/get-documents';
import { useShareDocument } from '../api/share-document';
import { DocumentReplaceDialog } from './document-replace-dialog';

const iconButton = cn(
  'inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-blue-700',
  focusRing,
);

/**
 * Open (authorized download, new tab), and for those who run the estate: Share with beneficiaries
 * (a toggle), Replace (a new version, with what changed), Permissions (who else may open it) and
 * Version history.
 */
export function DocumentActions({ document }: { document: EstateDocument }) {
  const [isReplacing, setReplacing] = useState(false);
  const share = useShareDocument();
  const { viewRole } = useViewRole();
  const manages = can(viewRole, 'estate:manage');
  const shared = document.sharedWithBeneficiaries;
  const toggleSharing = () =>
    share.mutate(
      { documentId: document.documentId, shared: !shared, editVersion: document.editVersion },
      {
        onSuccess: () =>
          toast.success(
            shared
              ? `${document.uploadedFile} is no longer shared with beneficiaries`
              : `${document.uploadedFile} is shared with beneficiaries`,
          ),
        onError: (error) => toast.error(messageOf(error, 'The sharing could not be changed.')),
      },
    );
  return (
    <div className="flex items-center gap-1">
      <a href={document.fileUrl} target="_blank" rel="noopener noreferrer" className={iconButton}>
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">Open {document.uploadedFile} (opens in a new tab)</span>
      </a>
      {manages ? (
        <button
          type="button"
          className={cn(iconButton, shared && 'text-blue-700')}
          aria-pressed={shared}
          disabled={share.isPending}
          onClick={toggleSharing}
        >
          <Users aria-hidden="true" className="size-4" />
          <span className="sr-only">Share {document.uploadedFile} with beneficiaries</span>
        </button>
      ) : null}
      {manages ? (
        <button type="button" className={iconButton} onClick={() => setReplacing(true)}>
          <RefreshCw aria-hidden="true" className="size-4" />
          <span className="sr-only">Replace {document.uploadedFile} with a new version</span>
        </button>
      ) : null}
      {manages ? (
        <Link
          to={`${paths.dashboard.documentPermissions.href()}?documentId=${encodeURIComponent(document.documentId)}`}
          className={iconButton}
        >
          <KeyRound aria-hidden="true" className="size-4" />
          <span className="sr-only">Permissions of {document.uploadedFile}</span>
        </Link>
      ) : null}
      <Link
        to={paths.dashboard.documentVersionHistory.href({ id: document.documentId })}
        className={iconButton}
      >
        <History aria-hidden="true" className="size-4" />
        <span className="sr-only">Version history of {document.uploadedFile}</span>
      </Link>
      {isReplacing ? <DocumentReplaceDialog document={document} onClose={() => setReplacing(false)} /> : null}
    </div>
  );
}
