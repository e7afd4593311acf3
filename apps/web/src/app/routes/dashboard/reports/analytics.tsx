import {
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  formatMillions,
  type Analytics,
  type AnalyticsPeriod,
} from '@estate/domain';
import { Briefcase, Clock, Landmark, Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { TrendChart } from '@/components/charts/trend-chart';
import { Alert } from '@/components/ui/alert';
import { SelectField } from '@/components/ui/form-field';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, Panel } from '@/components/ui/panel';
import { StatCard } from '@/components/ui/stat-card';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useAnalytics } from '@/features/analytics/api/get-analytics';
import { ShareBar } from '@/features/analytics/components/share-bar';
import { messageOf } from '@/lib/api-client';
import { formatCents, formatDate } from '@/lib/format';

const isPeriod = (v: string | null): v is AnalyticsPeriod =>
  (ANALYTICS_PERIODS as readonly string[]).includes(v ?? '');

const PERIOD_OPTIONS: Record<AnalyticsPeriod, string> = {
  week: 'Week',
  month: 'Month',
  quarter: 'Quarter',
  year: 'Year',
};

/** Analytics (spec 3 §2): cards and panels over the estates the person may see, for a period. */
export function AnalyticsRoute() {
  const [params, setParams] = useSearchParams();
  const given = params.get('period');
  const period: AnalyticsPeriod = isPeriod(given) ? given : 'month';
  const analytics = useAnalytics(period);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Analytics"
        subtitle="Figures over the estates you can see."
        actions={
          <SelectField
            label="Period"
            value={period}
            onChange={(event) =>
              setParams(
                (p) => {
                  p.set('period', event.target.value);
                  return p;
                },
                { replace: true },
              )
            }
            className="w-44"
          >
            {ANALYTICS_PERIODS.map((p) => (
              <option key={p} value={p}>
                {PERIOD_OPTIONS[p]}
              </option>
            ))}
          </SelectField>
        }
      />
      {analytics.isPending ? (
        <LoadingState label="Loading analytics…" />
      ) : analytics.isError ? (
        <Alert>Error: {messageOf(analytics.error, 'Could not load analytics.')}</Alert>
      ) : (
        <AnalyticsBody data={analytics.data} />
      )}
    </div>
  );
}

function AnalyticsBody({ data }: { data: Analytics }) {
  const { cards } = data;
  const span = `${ANALYTICS_PERIOD_LABELS[data.period]} (${formatDate(data.from)} – ${formatDate(data.to)})`;
  return (
    <>
      <p className="text-sm text-slate-700" aria-live="polite">
        Showing {span}.
      </p>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Active Estates" value={cards.activeEstates} icon={Briefcase} />
        <StatCard
          label="Avg. Completion"
          value={cards.averageCompletionDays === null ? '—' : `${cards.averageCompletionDays} days`}
          icon={Clock}
          hint={
            cards.completedEstates === 0
              ? 'No estate completed in this period'
              : `Opening to Closed, over ${cards.completedEstates} estate${cards.completedEstates === 1 ? '' : 's'} completed in this period`
          }
        />
        <StatCard
          label="Total Assets"
          value={formatMillions(cards.totalAssetsCents)}
          icon={Landmark}
          hint={formatCents(cards.totalAssetsCents)}
        />
        <StatCard label="Beneficiaries" value={cards.beneficiaries} icon={Users} />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Estate Progress">
          {data.estateProgress.length === 0 ? (
            <EmptyState title="No active estates." />
          ) : (
            <>
              <ul className="space-y-4">
                {data.estateProgress.map((estate) => (
                  <li key={estate.estateId}>
                    <div className="flex items-baseline justify-between gap-3 text-sm">
                      <TextLink to={paths.dashboard.estate.href({ id: estate.estateId })}>
                        Estate of {estate.deceasedName}
                      </TextLink>
                      <span className="shrink-0 tabular-nums text-slate-700">
                        {estate.percent}% ({estate.completedTasks} of {estate.totalTasks} tasks)
                      </span>
                    </div>
                    <ShareBar basisPoints={estate.percent * 100} />
                  </li>
                ))}
              </ul>
              {cards.activeEstates > data.estateProgress.length ? (
                <p className="mt-4 text-xs text-slate-600">
                  The {data.estateProgress.length} newest of {cards.activeEstates} active estates.
                </p>
              ) : null}
            </>
          )}
        </Panel>

        <Panel title="Asset Distribution">
          {data.assetDistribution.length === 0 ? (
            <EmptyState title="No assets recorded." />
          ) : (
            <ul className="space-y-4">
              {data.assetDistribution.map((row) => (
                <li key={row.type}>
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="font-medium text-slate-900">{row.label}</span>
                    <span className="shrink-0 tabular-nums text-slate-700">
                      {formatCents(row.valueCents)} ({(row.shareBasisPoints / 100).toFixed(1)}%)
                    </span>
                  </div>
                  <ShareBar basisPoints={row.shareBasisPoints} colour="bg-emerald-700" />
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>

      <TrendChart
        title="Monthly Activity"
        description="New estates, documents uploaded and tasks added, per month of the period."
        data={data.monthlyActivity}
        series={[
          { key: 'estates', label: 'New estates' },
          { key: 'documents', label: 'Documents' },
          { key: 'tasks', label: 'Tasks' },
        ]}
      />
    </>
  );
}
