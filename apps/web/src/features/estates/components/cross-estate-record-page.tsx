import { can } from '@estate/domain';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { RecordList, withEstate, type RecordKind } from '@/components/records/record-list';
import { Alert } from '@/components/ui/alert';
import { EstatePicker } from '@/components/ui/estate-picker';
import { PageHeader } from '@/components/ui/page-header';
import { useEstateOptions } from '@/lib/records/use-estate-options';
import { useViewRole } from '@/lib/view-role/use-view-role';
import { RUNNERS_ONLY_TEXT } from './estate-record-section';

/**
 * A top-level screen that is a kind's records across every estate I may see
 * (`/dashboard/<screen>`): its title, an "All Estates" picker with the filters (the choice in the
 * URL as `?estate=`), an Estate column and an Estate choice on the add form. `actions` draws the
 * header's buttons for the estate chosen (none for all): an Export, say. With `runnersOnly`, a
 * reader who does not run estates gets a short message instead (the API refuses them anyway).
 */
export function CrossEstateRecordPage<
  T extends { id: string; estateId: string; deceasedName: string },
  S,
  V extends FieldValues,
  O,
>({
  kind,
  title,
  subtitle,
  runnersOnly = false,
  actions,
}: {
  kind: RecordKind<T, S, V, O>;
  title: string;
  subtitle: string;
  runnersOnly?: boolean;
  actions?: (estateId: string | undefined) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const estateId = params.get('estate') || undefined;
  const manages = can(useViewRole().viewRole, 'estate:manage');
  const estateOptions = useEstateOptions();
  const reads = manages || !runnersOnly;
  return (
    <div className="space-y-6">
      <PageHeader title={title} subtitle={subtitle} actions={reads ? actions?.(estateId) : undefined} />
      {reads ? (
        <RecordList
          kind={kind}
          estateId={estateId}
          estateOptions={estateOptions}
          manages={manages}
          extraFilters={
            <EstatePicker
              emptyLabel="All Estates"
              value={estateId ?? ''}
              onChange={(e) => setParams(withEstate(e.target.value), { preventScrollReset: true })}
            />
          }
        />
      ) : (
        <Alert tone="info">{RUNNERS_ONLY_TEXT}</Alert>
      )}
    </div>
  );
}
