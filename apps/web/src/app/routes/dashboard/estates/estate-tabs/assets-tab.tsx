import { RecordList, useKindListState } from '@/components/records/record-list';
import { assetKind } from '@/features/estate-records/assets';
import { liabilityKind } from '@/features/estate-records/liabilities';
import { NetWorthSummary } from '@/features/estate-records/net-worth-summary';

/** Assets, liabilities and their totals; each list keeps its own search and sort in the URL. */
export function AssetsTab({ estateId, manages }: { estateId: string; manages: boolean }) {
  const assets = useKindListState(assetKind, 'a.');
  const liabilities = useKindListState(liabilityKind, 'l.');
  return (
    <div className="space-y-8">
      <RecordList
        kind={assetKind}
        estateId={estateId}
        manages={manages}
        list={assets}
        heading={<h2 className="text-lg font-semibold text-slate-900">Assets</h2>}
      />
      <RecordList
        kind={liabilityKind}
        estateId={estateId}
        manages={manages}
        list={liabilities}
        heading={<h2 className="text-lg font-semibold text-slate-900">Liabilities</h2>}
      />
      <NetWorthSummary estateId={estateId} />
    </div>
  );
}
