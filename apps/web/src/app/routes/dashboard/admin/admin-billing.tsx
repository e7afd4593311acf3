import { useSearchParams } from 'react-router';
import { RecordList } from '@/components/records/record-list';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import { billingAccountKind } from '@/features/admin/billing/billing-account-kind';
import { BillingOverview } from '@/features/admin/billing/components/billing-overview';
import { invoiceKind } from '@/features/admin/billing/invoice-kind';

const TABS = [
  { value: 'accounts', label: 'Billing Accounts' },
  { value: 'invoices', label: 'Invoices' },
] as const;

/**
 * /dashboard/admin/billing (spec 3 §2 "Billing Management"; admins only: the admin guard, and the
 * API answers 403 to others): the summary cards and revenue chart, then the billing accounts (add,
 * edit, delete, create an invoice) or the invoices; the tab, search, filters and page in the URL.
 */
export function AdminBillingRoute() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'invoices' ? 'invoices' : 'accounts';
  return (
    <div className="space-y-6">
      <PageHeader title="Billing Management" subtitle="Billing accounts, invoices and revenue." />
      <BillingOverview />
      <Tabs
        label="Billing"
        tabs={TABS}
        value={tab}
        onChange={(next) => setParams(next === 'accounts' ? {} : { tab: next }, { preventScrollReset: true })}
      >
        {tab === 'accounts' ? (
          <RecordList key="accounts" kind={billingAccountKind} manages />
        ) : (
          <RecordList key="invoices" kind={invoiceKind} manages={false} />
        )}
      </Tabs>
    </div>
  );
}
