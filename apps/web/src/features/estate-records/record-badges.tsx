import { labelOf, type Option } from '@estate/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<string, BadgeTone> = { verified: 'success', pending: 'warning', unverified: 'error' };

/** Verified, pending or unverified (spec 2: green, amber, red; the word says it too). */
export function StatusBadge({ options, status }: { options: readonly Option[]; status: string }) {
  return <Badge tone={tones[status] ?? 'neutral'}>{labelOf(options, status)}</Badge>;
}

/** A record's name with its kind under it, as the first cell of a row. */
export function NameCell({
  name,
  detail,
  evidence,
}: {
  name: string;
  detail: string;
  /** Where it came from, when an organisation reported it through NotifyFlow (issue 44). */
  evidence?: string | null;
}) {
  return (
    <>
      <p className="font-medium text-slate-900">{name}</p>
      <p className="text-xs text-slate-600">{detail}</p>
      {evidence ? <p className="mt-1 max-w-prose text-xs text-slate-700">{evidence}</p> : null}
    </>
  );
}

/** The text of an optional field as a form shows it ('' for none). */
export const text = (value: string | null | undefined) => value ?? '';
