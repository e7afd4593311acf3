import { can, MAX_MESSAGE_LENGTH } from '@estate/domain';
import { Paperclip } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FilePicker } from '@/components/ui/file-picker';
import { CheckboxField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { messageOf } from '@/lib/api-client';
import {
  DOCUMENT_FILE_EXTENSIONS,
  DOCUMENT_FILE_HINT,
  DOCUMENT_FILE_TYPES,
  useUploadDocument,
} from '@/lib/documents';
import { formatBytes } from '@/lib/format';
import { useStagedUploads } from '@/lib/use-staged-uploads';
import { useViewRole } from '@/lib/view-role/use-view-role';
import { useEstateDocuments } from '../api/get-estate-documents';
import { useSendMessage } from '../api/send-message';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';

const draftKey = (threadId: string) => `message-draft:${threadId}`;

function readDraft(threadId: string): string {
  try {
    return sessionStorage.getItem(draftKey(threadId)) ?? '';
  } catch {
    return '';
  }
}

function keepDraft(threadId: string, body: string): void {
  try {
    if (body) sessionStorage.setItem(draftKey(threadId), body);
    else sessionStorage.removeItem(draftKey(threadId));
  } catch {
    // Storage full or refused (private mode): the draft lives only on screen.
  }
}

/** The tag an upload from the message box carries among the estate's documents. */
const MESSAGE_UPLOAD_TAG = 'message attachment';

/**
 * The message box under a conversation. Enter sends, Shift+Enter starts a new line; Send waits while
 * sending; a failed send keeps the text. The draft is kept per conversation in sessionStorage, so
 * a reload does not lose it. Documents of the estate can be attached, and a new file uploaded from
 * here goes into the estate's documents (the document store) and is attached at once; those who run
 * the estate choose whether its beneficiaries may open it.
 */
export function MessageComposer({ threadId, estateId }: { threadId: string; estateId: string }) {
  const [body, setBody] = useState(() => readDraft(threadId));
  const [attachmentIds, setAttachmentIds] = useState<string[]>([]);
  const [isAttaching, setAttaching] = useState(false);
  const send = useSendMessage(threadId);
  // One key per message (decision 061): Send pressed again after a lost answer sends it once.
  const once = useIdempotencyKey();
  const documents = useEstateDocuments(estateId, isAttaching);
  const attachId = useId();
  const upload = useUploadDocument();
  const canShare = can(useViewRole().viewRole, 'estate:manage');
  const [shareUpload, setShareUpload] = useState(false);
  // Each new file is sent at once with its progress (decision 049), then becomes a document.
  const uploads = useStagedUploads();
  const { mutateAsync: saveDocument } = upload;
  const { forget } = uploads;
  const shared = canShare && shareUpload;
  const sent = useMemo(() => uploads.rows.filter((r) => r.state === 'sent' && r.uploadId), [uploads.rows]);
  useEffect(() => {
    for (const row of sent) {
      forget(row.key);
      if (!row.uploadId) continue;
      // mutateAsync: each file hears its own answer, however many finish together.
      saveDocument({
        estateId,
        uploadId: row.uploadId,
        tags: [MESSAGE_UPLOAD_TAG],
        sharedWithBeneficiaries: shared,
        // The file's own upload id: the same file is made one document, however often this runs.
        idempotencyKey: `message-attachment-${row.uploadId}`,
      }).then(
        ({ documentId }) => {
          setAttachmentIds((ids) => [...ids, documentId]);
          toast.success(`${row.file.name} uploaded and attached`);
        },
        (error: unknown) => toast.error(messageOf(error, `${row.file.name} could not be uploaded.`)),
      );
    }
  }, [sent, forget, saveDocument, estateId, shared]);

  useEffect(() => keepDraft(threadId, body), [threadId, body]);

  const submit = () => {
    if (!body.trim() || send.isPending) return;
    once((idempotencyKey) => send.mutateAsync({ body, attachmentIds, idempotencyKey })).then(
      () => {
        setBody('');
        setAttachmentIds([]);
        setAttaching(false);
      },
      (error: unknown) => toast.error(messageOf(error, 'Your message was not sent. Please try again.')),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const items = documents.data?.items ?? [];

  return (
    <form
      className="space-y-2 border-t border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextareaField
        label="Message"
        hint="Enter sends; Shift+Enter starts a new line."
        rows={3}
        maxLength={MAX_MESSAGE_LENGTH}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Type a message..."
      />
      {isAttaching ? (
        <fieldset
          id={attachId}
          className="max-h-40 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2"
        >
          <legend className="px-1 text-sm font-medium text-slate-900">Attach documents of this estate</legend>
          {documents.isPending ? (
            <p className="text-sm text-slate-600">Loading documents…</p>
          ) : items.length === 0 ? (
            <p className="text-sm text-slate-600">No documents yet.</p>
          ) : (
            items.map((doc) => (
              <CheckboxField
                key={doc.documentId}
                label={doc.uploadedFile}
                checked={attachmentIds.includes(doc.documentId)}
                onChange={(event) =>
                  setAttachmentIds((ids) =>
                    event.target.checked
                      ? [...ids, doc.documentId]
                      : ids.filter((id) => id !== doc.documentId),
                  )
                }
              />
            ))
          )}
          <div className="space-y-1 border-t border-slate-200 pt-2">
            <FilePicker
              uploads={uploads}
              variant="field"
              label="Upload a new file"
              hint={`${DOCUMENT_FILE_HINT}. It is kept with the estate’s documents.`}
              extensions={DOCUMENT_FILE_EXTENSIONS}
              typesText={DOCUMENT_FILE_TYPES}
              maxFiles={10}
              maxBytes={20 * 1024 * 1024}
              listLabel="Files being uploaded"
              formatSize={formatBytes}
            />
            {canShare ? (
              <CheckboxField
                label="The estate’s beneficiaries may open the uploaded file"
                checked={shareUpload}
                onChange={(event) => setShareUpload(event.target.checked)}
              />
            ) : null}
          </div>
        </fieldset>
      ) : null}
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={isAttaching}
          aria-controls={isAttaching ? attachId : undefined}
          onClick={() => setAttaching((open) => !open)}
        >
          <Paperclip aria-hidden="true" className="size-4" />
          {attachmentIds.length ? `Attach (${attachmentIds.length})` : 'Attach'}
        </Button>
        <Button type="submit" disabled={send.isPending || !body.trim()}>
          {send.isPending ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
