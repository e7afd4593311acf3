import { useParams } from 'react-router';
import { InvoicePage } from '@/features/admin/billing/invoice-page';

/** /dashboard/admin/billing/invoices/{id} (also /admin/billing/invoices/{id}): one tax invoice. */
export function AdminInvoiceRoute() {
  const { id = '' } = useParams();
  // A new id is a new invoice: no state (an open question) carries over.
  return <InvoicePage key={id} id={id} />;
}
