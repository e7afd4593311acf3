import { ANSWER_KINDS, type InstitutionStatus } from '@estate/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/**
 * A notification's status as its organisation reads it: `pending` has not been sent by email yet
 * (it is new here), `sent` reached the organisation and is in hand, `failed` is an organisation that
 * asked for more information (nothing failed: it waits for the family), `completed` is done.
 */
export const ORG_STATUSES = [
  { value: 'pending', label: 'New', tone: 'info' },
  { value: 'sent', label: 'In progress', tone: 'neutral' },
  { value: 'failed', label: 'Waiting for the family', tone: 'warning' },
  { value: 'completed', label: 'Completed', tone: 'success' },
] as const satisfies readonly { value: InstitutionStatus; label: string; tone: BadgeTone }[];

export function orgStatusLabel(status: InstitutionStatus): string {
  return ORG_STATUSES.find((s) => s.value === status)?.label ?? status;
}

export function OrgStatusBadge({ status }: { status: InstitutionStatus }) {
  const known = ORG_STATUSES.find((s) => s.value === status);
  return <Badge tone={known?.tone ?? 'neutral'}>{known?.label ?? status}</Badge>;
}

/** An answer's kind in words ("Accounts held"), or "No answer yet". */
export function answerKindLabel(kind: string | null): string {
  if (!kind) return 'No answer yet';
  return ANSWER_KINDS.find((k) => k.value === kind)?.label ?? kind;
}
