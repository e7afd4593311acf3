import { AlertTriangle, Building2, Clock, FolderOpen, TrendingDown, TrendingUp } from 'lucide-react';
import { TrendChart } from '@/components/charts/trend-chart';
import { Alert } from '@/components/ui/alert';
import { StatCard } from '@/components/ui/stat-card';
import { formatCents } from '@/lib/format';
import { useBillingOverview } from '../api/get-billing-overview';

const monthLabel = new Intl.DateTimeFormat('en-NZ', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "2026-11" → "Nov 2026". */
const labelOfMonth = (month: string) => monthLabel.format(new Date(`${month}-01T00:00:00Z`));
/** Whole dollars on the axis (integer division: no float shown). */
const wholeDollars = (cents: number) => `$${Math.trunc(cents / 100).toLocaleString('en-NZ')}`;

/**
 * Billing Management's summary cards (spec 3 §3 "Billing summary") and the revenue chart: invoices
 * issued each month of the last twelve, drafts excluded, including GST. The chart is a labelled
 * figure with the same numbers as a table.
 */
export function BillingOverview() {
  const overview = useBillingOverview();
  if (overview.isError)
    return (
      <Alert tone="error">
        <strong>Error Loading Data.</strong> Failed to load billing data. Please try again.
      </Alert>
    );
  const data = overview.data;
  if (!data) return <div className="h-32 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />;
  const s = data.summary;
  const cards = [
    { label: 'Active Accounts', value: s.totalActiveAccounts, icon: Building2 },
    { label: 'Active Estates', value: s.totalActiveEstates, icon: FolderOpen },
    { label: 'Revenue This Month', value: formatCents(s.revenueCurrentMonthCents), icon: TrendingUp },
    { label: 'Revenue Last Month', value: formatCents(s.revenuePreviousMonthCents), icon: TrendingDown },
    {
      label: 'Pending Invoices',
      value: s.pendingInvoices,
      icon: Clock,
      hint: `${formatCents(s.pendingCents)} due`,
    },
    {
      label: 'Overdue Invoices',
      value: s.overdueInvoices,
      icon: AlertTriangle,
      hint: `${formatCents(s.overdueCents)} overdue`,
    },
  ];
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <StatCard key={card.label} {...card} />
        ))}
      </div>
      <TrendChart
        title="Revenue"
        description="Invoices issued each month (drafts excluded), including GST."
        data={data.revenueByMonth.map((m) => ({ label: labelOfMonth(m.month), revenue: m.revenueCents }))}
        series={[{ key: 'revenue', label: 'Revenue', format: formatCents, tickFormat: wholeDollars }]}
      />
    </div>
  );
}
