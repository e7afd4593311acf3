import { can } from '@estate/domain';
import { useSearchParams } from 'react-router';
import { RecordList, withEstate } from '@/components/records/record-list';
import { Alert } from '@/components/ui/alert';
import { EstatePicker } from '@/components/ui/estate-picker';
import { PageHeader } from '@/components/ui/page-header';
import { taxRecordKind } from '@/features/estate-money/tax-records';
import { RUNNERS_ONLY_TEXT } from '@/features/estates/components/estate-record-section';
import { useEstateOptions } from '@/lib/records/use-estate-options';
import { useViewRole } from '@/lib/view-role/use-view-role';

/** /dashboard/tax-management (spec 2 "Tax Management"): returns and payments across my estates. */
export function TaxManagementRoute() {
  const [params, setParams] = useSearchParams();
  const estateId = params.get('estate') ?? '';
  const manages = can(useViewRole().viewRole, 'estate:manage');
  const estateOptions = useEstateOptions();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Tax Management"
        subtitle="Returns and payments to Inland Revenue for the estates you run."
      />
      {/* Only those who run an estate read its tax (decision 018); the API refuses others anyway. */}
      {!manages ? (
        <Alert tone="info">{RUNNERS_ONLY_TEXT}</Alert>
      ) : (
        <RecordList
          kind={taxRecordKind}
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
      )}
    </div>
  );
}
