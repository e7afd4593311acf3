import { MESSAGE_TEXTS } from '@estate/domain';
import { ArrowLeft, FileText } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/list-states';
import { LoadingState } from '@/components/ui/loading-state';
import { EmptyState } from '@/components/ui/panel';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { messagesOf, useMessageThread } from '../api/get-message-thread';
import { useMarkThreadRead } from '../api/mark-thread-read';
import { MessageComposer } from './message-composer';

/**
 * One conversation: who is in it, its messages (sender, time in New Zealand, attachments as links
 * to the document), "Load earlier messages", and the message box. Shown means read: it is marked
 * read when it opens and as new messages arrive. `onBack` returns to the list on a phone.
 */
export function Conversation({ threadId, onBack }: { threadId: string; onBack: () => void }) {
  const thread = useMessageThread(threadId);
  const markRead = useMarkThreadRead();
  const head = thread.data?.pages[0];
  const messages = messagesOf(thread.data);
  const newestId = messages.at(-1)?.id;
  const logRef = useRef<HTMLOListElement>(null);
  const { mutate: markThreadRead } = markRead;

  useEffect(() => {
    if (!newestId) return;
    markThreadRead(threadId);
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [threadId, newestId, markThreadRead]);

  const back = (
    <Button variant="ghost" size="sm" className="md:hidden" onClick={onBack}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back
    </Button>
  );

  if (thread.isPending) return <LoadingState label="Loading conversation…" />;
  if (thread.isError || !head) {
    const isMissing = isApiError(thread.error) && thread.error.status === 404;
    return (
      <div className="p-4">
        {back}
        {isMissing ? (
          <EmptyState title={MESSAGE_TEXTS.notFound} />
        ) : (
          <LoadError onRetry={() => void thread.refetch()}>The conversation couldn’t be loaded.</LoadError>
        )}
      </div>
    );
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-start gap-2 border-b border-slate-200 px-4 py-3">
        {back}
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold text-slate-900">{head.subject}</h2>
          <p className="text-xs text-slate-600">
            Estate of {head.estateName} · {head.participants.map((p) => p.name).join(', ')}
          </p>
        </div>
      </div>
      <ol
        ref={logRef}
        aria-label={`Messages in ${head.subject}`}
        aria-live="polite"
        className="max-h-[60vh] min-h-48 flex-1 space-y-3 overflow-y-auto px-4 py-3"
      >
        {thread.hasNextPage ? (
          <li className="text-center">
            <Button
              variant="secondary"
              size="sm"
              disabled={thread.isFetchingNextPage}
              onClick={() => void thread.fetchNextPage()}
            >
              {thread.isFetchingNextPage ? 'Loading…' : 'Load earlier messages'}
            </Button>
          </li>
        ) : null}
        {messages.map((message) => (
          <li key={message.id} className="rounded-lg bg-slate-50 px-3 py-2">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="text-sm font-semibold text-slate-900">{message.senderName}</span>
              <time dateTime={message.createdAt} className="text-xs text-slate-600">
                {formatDateTime(message.createdAt)}
              </time>
            </p>
            <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">{message.body}</p>
            {message.attachments.length ? (
              <ul className="mt-2 space-y-1" aria-label="Attachments">
                {message.attachments.map((file) => (
                  <li key={file.documentId}>
                    <a
                      href={`/api/documents/${encodeURIComponent(file.documentId)}/file`}
                      className="inline-flex items-center gap-1 text-sm text-blue-700 underline hover:text-blue-900"
                    >
                      <FileText aria-hidden="true" className="size-4" />
                      {file.fileName}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      <MessageComposer threadId={threadId} estateId={head.estateId} />
    </div>
  );
}
