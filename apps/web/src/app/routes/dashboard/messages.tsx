import { MESSAGE_TEXTS } from '@estate/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState } from '@/components/ui/panel';
import { SearchField } from '@/components/ui/search-field';
import { paths } from '@/config/paths';
import { useMessageThreads } from '@/features/messages/api/get-message-threads';
import { Conversation } from '@/features/messages/components/conversation';
import { NewConversationDialog } from '@/features/messages/components/new-conversation-dialog';
import { ThreadList } from '@/features/messages/components/thread-list';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';

const threadHref = (threadId: string) =>
  `${paths.dashboard.messages.href()}?thread=${encodeURIComponent(threadId)}`;

/**
 * /dashboard/messages (spec 3 §2 Messages): the conversations with search and unread counts beside
 * the open one (`?thread=id`). On a phone, the list or the conversation with a Back button. New
 * messages arrive live while the page is open.
 */
export function MessagesRoute() {
  const [params, setParams] = useSearchParams();
  const threadId = params.get('thread');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [isCreating, setCreating] = useState(false);
  const debounced = useDebouncedValue(search.trim(), 300);
  const threads = useMessageThreads({ search: debounced, page });
  const total = threads.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (threads.data?.pageSize ?? 20)));

  return (
    <>
      <PageHeader
        title="Messages"
        subtitle="Conversations with the people on your estates"
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            New Conversation
          </Button>
        }
      />
      <div className="grid min-h-[32rem] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:grid-cols-[22rem_1fr]">
        <section
          aria-label="Conversation list"
          className={cn('flex flex-col border-slate-200 md:border-r', threadId && 'hidden md:flex')}
        >
          <div className="border-b border-slate-200 p-3">
            <SearchField
              id="message-search"
              label="Search messages"
              isLabelHidden
              placeholder={MESSAGE_TEXTS.searchPlaceholder}
              value={search}
              onChange={(value) => {
                setSearch(value);
                setPage(1);
              }}
            />
          </div>
          <div className="flex-1 overflow-y-auto">
            {threads.isError ? (
              <div className="p-3">
                <LoadError onRetry={() => void threads.refetch()}>
                  Conversations couldn’t be loaded.
                </LoadError>
              </div>
            ) : (
              <ThreadList
                threads={threads.data?.items ?? []}
                isPending={threads.isPending}
                selectedId={threadId}
                hrefOf={threadHref}
              />
            )}
          </div>
          {pages > 1 ? (
            <div className="border-t border-slate-200 p-3">
              <Pagination page={page} pages={pages} onPageChange={setPage}>
                Page {page} of {pages}
              </Pagination>
            </div>
          ) : null}
        </section>
        <section aria-label="Conversation" className={cn('flex-col', threadId ? 'flex' : 'hidden md:flex')}>
          {threadId ? (
            <Conversation key={threadId} threadId={threadId} onBack={() => setParams({})} />
          ) : (
            <EmptyState
              className="m-auto"
              title={MESSAGE_TEXTS.noSelection}
              hint="Choose a conversation, or start a new one."
            />
          )}
        </section>
      </div>
      {isCreating ? (
        <NewConversationDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => setParams({ thread: id })}
        />
      ) : null}
    </>
  );
}
