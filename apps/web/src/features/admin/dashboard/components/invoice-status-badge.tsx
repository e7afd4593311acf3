import type { InvoiceStatus } from '@estate/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<InvoiceStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'info',
  paid: 'success',
  overdue: 'error',
};
const LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  paid: 'Paid',
  overdue: 'Overdue',
};

/** An invoice's status as shown (overdue computed by the API). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge tone={TONES[status]}>{LABELS[status]}</Badge>;
}
