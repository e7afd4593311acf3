import { MESSAGE_TEXTS, type MessageThreadSummary } from '@estate/domain';
import { Link } from 'react-router';
import { LoadingState } from '@/components/ui/loading-state';
import { EmptyState } from '@/components/ui/panel';
import { focusRing } from '@/components/ui/focus';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

/**
 * The conversations, newest activity first: subject, estate, who is in it, the last message and my
 * unread count. Each leads to `?thread=id`; the open one is marked current.
 */
export function ThreadList({
  threads,
  isPending,
  selectedId,
  hrefOf,
}: {
  threads: MessageThreadSummary[];
  isPending: boolean;
  selectedId: string | null;
  hrefOf: (threadId: string) => string;
}) {
  if (isPending) return <LoadingState label="Loading conversations…" />;
  if (threads.length === 0) return <EmptyState title={MESSAGE_TEXTS.noThreads} />;
  return (
    <ul className="divide-y divide-slate-200" aria-label="Conversations">
      {threads.map((thread) => {
        const isSelected = thread.id === selectedId;
        return (
          <li key={thread.id}>
            <Link
              to={hrefOf(thread.id)}
              aria-current={isSelected ? 'page' : undefined}
              className={cn(
                'flex gap-3 px-4 py-3 hover:bg-slate-50',
                isSelected && 'bg-blue-50 hover:bg-blue-50',
                focusRing,
                'focus-visible:ring-inset focus-visible:ring-offset-0',
              )}
            >
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span
                    className={cn('truncate text-sm text-slate-900', thread.unread > 0 && 'font-semibold')}
                  >
                    {thread.subject}
                  </span>
                  <span className="shrink-0 text-xs text-slate-600">
                    {formatDateTime(thread.lastMessageAt)}
                  </span>
                </span>
                <span className="block truncate text-xs text-slate-600">Estate of {thread.estateName}</span>
                {thread.lastMessage ? (
                  <span className="mt-1 block truncate text-sm text-slate-700">
                    {thread.lastMessage.senderName}: {thread.lastMessage.preview}
                  </span>
                ) : null}
              </span>
              {thread.unread > 0 ? (
                <span className="mt-0.5 inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-blue-700 px-1.5 text-xs font-semibold text-white">
                  {thread.unread}
                  <span className="sr-only"> unread</span>
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
