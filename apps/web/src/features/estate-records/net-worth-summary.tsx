import { Panel } from '@/components/ui/panel';
import type { ListQuery } from '@/hooks/use-list-state';
import { formatCents } from '@/lib/format';
import { useRecordList } from '@/lib/records/use-records';
import { assetKind } from './assets';
import { liabilityKind } from './liabilities';

const everything: ListQuery = { q: '', sort: 'name', order: 'asc', page: 1, filters: {} };

/** Total Assets, Total Liabilities and Net Worth of one estate, or of every estate I may see. */
export function NetWorthSummary({ estateId }: { estateId?: string | undefined }) {
  const assets = useRecordList(assetKind.resource, estateId, everything, { pageSize: 1 });
  const liabilities = useRecordList(liabilityKind.resource, estateId, everything, { pageSize: 1 });
  const totalAssets = assets.data?.summary.totalCents;
  const totalLiabilities = liabilities.data?.summary.totalCents;
  const rows: [string, number | undefined][] = [
    ['Total Assets', totalAssets],
    ['Total Liabilities', totalLiabilities],
    [
      'Net Worth',
      totalAssets === undefined || totalLiabilities === undefined
        ? undefined
        : totalAssets - totalLiabilities,
    ],
  ];
  return (
    <Panel title="Summary">
      <dl className="grid gap-4 text-sm sm:grid-cols-3">
        {rows.map(([label, cents]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{formatCents(cents, '…')}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
