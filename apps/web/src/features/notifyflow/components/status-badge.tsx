import { statusTone } from '@estate/domain';
import { Badge } from '@/components/ui/badge';

/** 'pending' → 'Pending'; a missing status reads as pending (spec 1 §4). */
export function statusLabel(status: string | null | undefined): string {
  const value = status || 'pending';
  return value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
}

/**
 * An institution's status: completed and sent green, pending amber, failed red (the back office
 * sees the stored values). On the organisation's own page (`forOrganisation`) a row that asked for
 * more reads "Waiting for the family", in amber: nothing has failed, the family has to answer.
 */
export function StatusBadge({
  status,
  forOrganisation = false,
}: {
  status: string | null | undefined;
  forOrganisation?: boolean;
}) {
  if (forOrganisation && status === 'failed') return <Badge tone="warning">Waiting for the family</Badge>;
  return <Badge tone={statusTone(status)}>{statusLabel(status)}</Badge>;
}
