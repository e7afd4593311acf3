import { invoiceNameOf, monthLabel, type AdminDashboard } from '@estate/domain';
import {
  Briefcase,
  Building2,
  ChartNoAxesCombined,
  FileText,
  Receipt,
  UserCheck,
  Users,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { TrendChart } from '@/components/charts/trend-chart';
import { Alert } from '@/components/ui/alert';
import { focusRing } from '@/components/ui/focus';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, Panel } from '@/components/ui/panel';
import { StatCard } from '@/components/ui/stat-card';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useAdminDashboard } from '@/features/admin/dashboard/api/get-admin-dashboard';
import { InvoiceStatusBadge } from '@/features/admin/dashboard/components/invoice-status-badge';
import { messageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatCents, formatDate } from '@/lib/format';

const wholeDollars = new Intl.NumberFormat('en-NZ', {
  style: 'currency',
  currency: 'NZD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
});

const SHORTCUTS = [
  { label: 'Law Firms', hint: 'Firms and their members', to: paths.admin.lawFirms.href(), icon: Building2 },
  { label: 'Users', hint: 'Accounts, roles and access', to: paths.admin.users.href(), icon: Users },
  { label: 'Reports', hint: 'Generate and schedule reports', to: paths.admin.reports.href(), icon: FileText },
  {
    label: 'Analytics',
    hint: 'Estates, assets and activity by period',
    to: paths.dashboard.analytics.href(),
    icon: ChartNoAxesCombined,
  },
] as const;

/** The Admin Dashboard (spec 3 §2): the platform's users, estates and revenue, from the real rows. */
export function AdminDashboardRoute() {
  const dashboard = useAdminDashboard();
  return (
    <div className="space-y-6">
      <PageHeader title="Admin Dashboard" subtitle="Usage and revenue across the platform." />
      {dashboard.isPending ? (
        <LoadingState label="Loading the dashboard…" />
      ) : dashboard.isError ? (
        <Alert>Error: {messageOf(dashboard.error, 'Could not load the dashboard.')}</Alert>
      ) : (
        <AdminDashboardBody data={dashboard.data} />
      )}
    </div>
  );
}

function AdminDashboardBody({ data }: { data: AdminDashboard }) {
  const { cards } = data;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard label="Total Users" value={cards.totalUsers} icon={Users} hint="Accounts not deleted" />
        <StatCard
          label="Active Users"
          value={cards.activeUsers}
          icon={UserCheck}
          hint="Accounts that may sign in (not deactivated)"
        />
        <StatCard label="Total Estates" value={cards.totalEstates} icon={Briefcase} />
        <StatCard label="Active Estates" value={cards.activeEstates} icon={Briefcase} />
        <StatCard
          label="Monthly Revenue"
          value={formatCents(cards.monthlyRevenueCents)}
          icon={Wallet}
          hint={`Invoiced in ${monthLabel(data.month)}, incl. GST (drafts excluded)`}
        />
        <StatCard
          label="Pending Invoices"
          value={cards.pendingInvoices}
          icon={Receipt}
          hint={`${formatCents(cards.pendingInvoicesCents)} awaiting payment, ${cards.overdueInvoices} overdue`}
        />
      </div>

      <TrendChart
        title="Usage Trends"
        description="Estates opened, documents uploaded and revenue invoiced (incl. GST), per month."
        data={data.usageTrends}
        series={[
          { key: 'estates', label: 'Estates' },
          { key: 'documents', label: 'Documents' },
          {
            key: 'revenueCents',
            label: 'Revenue',
            type: 'line',
            axis: 'right',
            format: (cents) => formatCents(cents),
            tickFormat: (cents) => wholeDollars.format(Math.round(cents / 100)),
          },
        ]}
      />

      <div className="grid gap-6 xl:grid-cols-3">
        <Panel
          title="Recent Invoices"
          className="xl:col-span-2"
          actions={<TextLink to={paths.admin.billing.href()}>View all</TextLink>}
        >
          {data.recentInvoices.length === 0 ? (
            <EmptyState title="No invoices yet." />
          ) : (
            <ul className="divide-y divide-slate-200">
              {data.recentInvoices.map((invoice) => (
                <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div>
                    <TextLink to={paths.admin.invoice.href({ id: invoice.id })}>
                      {invoiceNameOf(invoice)}
                    </TextLink>
                    <p className="text-sm text-slate-700">
                      {invoice.customerName} · {invoice.number === null ? 'drafted' : 'issued'}{' '}
                      {formatDate(invoice.issueDate)}
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <span className="font-medium tabular-nums text-slate-900">
                      {formatCents(invoice.totalCents)}
                    </span>
                    <InvoiceStatusBadge status={invoice.status} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel title="Shortcuts">
          <ul className="space-y-2">
            {SHORTCUTS.map(({ label, hint, to, icon: Icon }) => (
              <li key={label}>
                <Link
                  to={to}
                  className={cn(
                    'flex items-center gap-3 rounded-lg border border-slate-200 p-3 hover:border-blue-300 hover:bg-blue-50',
                    focusRing,
                  )}
                >
                  <Icon aria-hidden="true" className="size-5 text-blue-700" />
                  <span>
                    <span className="block font-medium text-slate-900">{label}</span>
                    <span className="block text-xs text-slate-700">{hint}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </>
  );
}
