import type { ConversationItem } from '@estate/domain';
import { FileText } from 'lucide-react';
import { focusRing } from '@/components/ui/focus';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/cn';

const SAID: Record<ConversationItem['kind'], string> = {
  acknowledge: 'acknowledged receipt',
  complete: 'marked it as completed',
  need_info: 'asked for more information',
  reply: 'replied',
};

/**
 * The messages between an organisation and the family, oldest first (issue 18): who, what, when,
 * the message and any documents (links this viewer may open). `organisation` and `family` name
 * the two sides as this page's reader knows them ("ANZ" and "You", or "You" and "The family").
 */
export function ConversationList({
  items,
  organisation,
  family,
  label,
}: {
  items: readonly ConversationItem[];
  organisation: string;
  family: string;
  label: string;
}) {
  if (!items.length) return null;
  return (
    <ol aria-label={label} className="space-y-2">
      {items.map((item, index) => {
        const who = item.from === 'organisation' ? organisation : family;
        return (
          <li
            key={`${item.at}-${index}`}
            className={cn(
              'rounded-lg border px-3 py-2 text-sm',
              item.from === 'organisation' ? 'border-slate-200 bg-slate-50' : 'border-blue-200 bg-blue-50',
            )}
          >
            <p className="text-slate-700">
              <span className="font-semibold text-slate-900">{who}</span> {SAID[item.kind]} ·{' '}
              <time dateTime={item.at}>{formatDateTime(item.at)}</time>
            </p>
            {item.message ? (
              <p className="mt-1 whitespace-pre-line break-words text-slate-900">{item.message}</p>
            ) : null}
            {item.documents.length ? (
              <div className="mt-1">
                <DocumentLinks documents={item.documents} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** Links to documents this reader may open (each through the link the API gave). */
export function DocumentLinks({
  documents,
}: {
  documents: readonly ConversationItem['documents'][number][];
}) {
  return (
    <ul className="space-y-1">
      {documents.map((d) => (
        <li key={d.id}>
          <a
            href={d.url}
            className={cn(
              'inline-flex items-center gap-1 text-blue-700 underline hover:text-blue-900',
              focusRing,
            )}
          >
            <FileText aria-hidden="true" className="size-4" />
            {d.fileName}
          </a>
        </li>
      ))}
    </ul>
  );
}
