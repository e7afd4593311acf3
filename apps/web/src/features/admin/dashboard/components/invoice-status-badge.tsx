import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@estate/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<InvoiceStatus, BadgeTone> = {
  draft: 'neutral',
  issued: 'info',
  sent: 'info',
  paid: 'success',
  overdue: 'error',
};

/** An invoice's status as shown (overdue computed by the API). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge tone={TONES[status]}>{INVOICE_STATUS_LABELS[status]}</Badge>;
}
