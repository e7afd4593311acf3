import { statusTone } from '@estate/domain';
import { Badge } from '@/components/ui/badge';

/** 'pending' → 'Pending'; a missing status reads as pending (spec 1 §4). */
export function statusLabel(status: string | null | undefined): string {
  const value = status || 'pending';
  return value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
}

/** An institution's status: completed and sent green, pending amber, failed red. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  return <Badge tone={statusTone(status)}>{statusLabel(status)}</Badge>;
}
