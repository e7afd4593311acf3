import { can } from '@estate/domain';
import { useSearchParams } from 'react-router';
import { RecordList, withEstate } from '@/components/records/record-list';
import { EstatePicker } from '@/components/ui/estate-picker';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import { assetKind } from '@/features/estate-records/assets';
import { liabilityKind } from '@/features/estate-records/liabilities';
import { NetWorthSummary } from '@/features/estate-records/net-worth-summary';
import { useEstateOptions } from '@/lib/records/use-estate-options';
import { useViewRole } from '@/lib/view-role/use-view-role';

const TABS = [
  { value: 'assets', label: 'Assets' },
  { value: 'liabilities', label: 'Liabilities' },
] as const;

/**
 * /dashboard/assets (spec 2 "Assets & Liabilities"): the assets or liabilities of every estate I
 * may see, or of the one chosen; tab, estate, search, filters, sort and page live in the URL.
 */
export function AssetsRoute() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'liabilities' ? 'liabilities' : 'assets';
  const estateId = params.get('estate') ?? '';
  const manages = can(useViewRole().viewRole, 'estate:manage');
  const estateOptions = useEstateOptions();
  const keep = (next: Record<string, string>) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)), { preventScrollReset: true });
  const estateFilter = (
    <EstatePicker
      label="Estate"
      emptyLabel="All Estates"
      value={estateId}
      onChange={(e) => setParams(withEstate(e.target.value), { preventScrollReset: true })}
    />
  );
  const list = { estateId: estateId || undefined, estateOptions, manages, extraFilters: estateFilter };
  return (
    <div className="space-y-6">
      <PageHeader
        title="Assets & Liabilities"
        subtitle="What the estates own and owe, and their net worth."
      />
      <Tabs
        label="Assets and liabilities"
        tabs={TABS}
        value={tab}
        onChange={(next) => keep({ tab: next === 'assets' ? '' : next, estate: estateId })}
      >
        {tab === 'assets' ? (
          <RecordList key="assets" kind={assetKind} {...list} />
        ) : (
          <RecordList key="liabilities" kind={liabilityKind} {...list} />
        )}
      </Tabs>
      <NetWorthSummary estateId={estateId || undefined} />
    </div>
  );
}
