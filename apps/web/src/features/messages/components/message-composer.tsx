import { MAX_MESSAGE_LENGTH } from '@estate/domain';
import { Paperclip } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { messageOf } from '@/lib/api-client';
import { useEstateDocuments } from '../api/get-estate-documents';
import { useSendMessage } from '../api/send-message';

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

/**
 * The message box under a conversation. Enter sends, Shift+Enter starts a new line; Send waits while
 * sending; a failed send keeps the text. The draft is kept per conversation in sessionStorage, so
 * a reload does not lose it. Documents of the estate can be attached (upload a new file under
 * Documents first).
 */
export function MessageComposer({ threadId, estateId }: { threadId: string; estateId: string }) {
  const [body, setBody] = useState(() => readDraft(threadId));
  const [attachmentIds, setAttachmentIds] = useState<string[]>([]);
  const [isAttaching, setAttaching] = useState(false);
  const send = useSendMessage(threadId);
  const documents = useEstateDocuments(estateId, isAttaching);
  const attachId = useId();

  useEffect(() => keepDraft(threadId, body), [threadId, body]);

  const submit = () => {
    if (!body.trim() || send.isPending) return;
    send.mutate(
      { body, attachmentIds },
      {
        onSuccess: () => {
          setBody('');
          setAttachmentIds([]);
          setAttaching(false);
        },
        onError: (error) => toast.error(messageOf(error, 'Your message was not sent. Please try again.')),
      },
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
            <p className="text-sm text-slate-600">No documents yet. Upload one under Documents first.</p>
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
