import type { ReversalLink } from '@estate/domain';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';

/** The first sentence of a lock's explanation: enough for a row, the rest is the manual's. */
const firstSentence = (text: string) => /^[^.]*\./.exec(text)?.[0] ?? text;

/**
 * Under a ledger entry (decision 070): a reversal says why, with a link to what it reverses; a
 * reversed entry says when and why, with a link to its reversal; any other kept entry says why it
 * has no Edit or Delete. `search` is the list search that finds the linked entry.
 */
export function LedgerEntryNote({
  entry,
  searchForOriginal,
  searchForReversal,
  isReversible,
}: {
  entry: {
    reversesId: string | null;
    reversalReason: string | null;
    reversedBy: ReversalLink | null;
    lockedReason: string | null;
  };
  searchForOriginal: string;
  searchForReversal: string;
  /** It has Reverse (completed, or paid), so the note may point to it. */
  isReversible: boolean;
}) {
  const link = (q: string, text: string) => (
    <Link to={`?q=${encodeURIComponent(q)}`} className="font-medium text-blue-700 underline">
      {text}
    </Link>
  );
  if (entry.reversesId)
    return (
      <p className="text-xs text-slate-700">
        Reversal: {entry.reversalReason} · {link(searchForOriginal, 'Show the entry it reverses')}
      </p>
    );
  if (entry.reversedBy)
    return (
      <p className="text-xs text-slate-700">
        <span className="font-semibold text-red-800">Reversed</span> on {formatDate(entry.reversedBy.date)}:{' '}
        {entry.reversedBy.reason} · {link(searchForReversal, 'Show the reversal')}
      </p>
    );
  if (entry.lockedReason)
    return (
      <p className="text-xs text-slate-700">
        {firstSentence(entry.lockedReason)}
        {isReversible ? ' Reverse it to correct it.' : ''}
      </p>
    );
  return null;
}
