import { can } from '@estate/domain';
import { useSearchParams } from 'react-router';
import { RecordList, withEstate } from '@/components/records/record-list';
import { EstatePicker } from '@/components/ui/estate-picker';
import { PageHeader } from '@/components/ui/page-header';
import { valuationKind } from '@/features/estate-records/valuations';
import { useEstateOptions } from '@/lib/records/use-estate-options';
import { useViewRole } from '@/lib/view-role/use-view-role';

/** /dashboard/estate-valuation (spec 2 "Estate Valuation"): valuations across my estates. */
export function EstateValuationRoute() {
  const [params, setParams] = useSearchParams();
  const estateId = params.get('estate') ?? '';
  const manages = can(useViewRole().viewRole, 'estate:manage');
  const estateOptions = useEstateOptions();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Estate Valuation"
        subtitle="Valuations of the estates' assets and how they changed."
      />
      <RecordList
        kind={valuationKind}
        estateId={estateId || undefined}
        estateOptions={estateOptions}
        manages={manages}
        extraFilters={
          <EstatePicker
            emptyLabel="All Estates"
            value={estateId}
            onChange={(e) => setParams(withEstate(e.target.value), { preventScrollReset: true })}
          />
        }
      />
    </div>
  );
}
