import { can } from '@estate/domain';
import { ExternalLink, History, RefreshCw, Users } from 'lucide-react';
import { useId, useRef, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { focusRing } from '@/components/ui/focus';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-client';
import { useViewRole } from '@/lib/view-role/use-view-role';
import { cn } from '@/lib/cn';
import type { EstateDocument } from '../api/get-documents';
import { useShareDocument } from '../api/share-document';
import { useUploadDocumentVersion } from '../api/upload-document-version';
import { DOCUMENT_FILE_ACCEPT } from '@/lib/documents';

const iconButton = cn(
  'inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-blue-700',
  focusRing,
);

/**
 * Open (authorized download, new tab), and for those who run the estate: Share with beneficiaries
 * (a toggle), Replace (a new version) and Version history.
 */
export function DocumentActions({ document }: { document: EstateDocument }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const replace = useUploadDocumentVersion();
  const share = useShareDocument();
  const { viewRole } = useViewRole();
  const manages = can(viewRole, 'estate:manage');
  const shared = document.sharedWithBeneficiaries;
  const toggleSharing = () =>
    share.mutate(
      { documentId: document.documentId, shared: !shared },
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
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    replace.mutate(
      { documentId: document.documentId, file },
      {
        onSuccess: (result) => toast.success(`${document.uploadedFile}: version ${result.version} uploaded`),
        onError: (error) => toast.error(messageOf(error, 'The new version could not be uploaded.')),
      },
    );
  };
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
        <>
          <button
            type="button"
            className={iconButton}
            disabled={replace.isPending}
            onClick={() => inputRef.current?.click()}
          >
            <RefreshCw aria-hidden="true" className={cn('size-4', replace.isPending && 'animate-spin')} />
            <span className="sr-only">Replace {document.uploadedFile} with a new version</span>
          </button>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            tabIndex={-1}
            aria-hidden="true"
            className="hidden"
            accept={DOCUMENT_FILE_ACCEPT}
            onChange={onPick}
          />
        </>
      ) : null}
      <Link
        to={paths.dashboard.documentVersionHistory.href({ id: document.documentId })}
        className={iconButton}
      >
        <History aria-hidden="true" className="size-4" />
        <span className="sr-only">Version history of {document.uploadedFile}</span>
      </Link>
    </div>
  );
}
