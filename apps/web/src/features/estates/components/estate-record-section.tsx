import { can } from '@estate/domain';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { RecordList, type RecordKind } from '@/components/records/record-list';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { useViewRole } from '@/lib/view-role/use-view-role';
import { useEstateSection } from './estate-section-context';

/** What a beneficiary sees of a section only those who run the estate read (decision 018). */
export const RUNNERS_ONLY_TEXT = "Only the estate's lawyer, its executor or an admin can see this.";

/**
 * One estate section that is a kind's records (`/dashboard/estates/{id}/<section>`): its title, a
 * subtitle naming the estate, and the kind's list for this estate. With `runnersOnly`, a reader
 * who does not run the estate gets a short message instead (the API refuses them anyway).
 * `actions` are the header's buttons beside the title (Import statement, Export CSV…), shown to
 * those who may read the section.
 */
export function EstateRecordSection<
  T extends { id: string; estateId: string; deceasedName: string },
  S,
  V extends FieldValues,
  O,
>({
  kind,
  title,
  subtitle,
  runnersOnly = false,
  pageSize,
  actions,
  before,
  after,
}: {
  kind: RecordKind<T, S, V, O>;
  title: string;
  subtitle: (deceasedName: string) => string;
  runnersOnly?: boolean;
  pageSize?: number;
  actions?: ReactNode;
  /** More of the section above the list (a notice about the estate), for those who may read it. */
  before?: ReactNode;
  /** More below the list (a panel computed from the records). */
  after?: ReactNode;
}) {
  const estate = useEstateSection();
  const manages = can(useViewRole().viewRole, 'estate:manage');
  const isHidden = runnersOnly && !manages;
  return (
    <div className="space-y-6">
      <PageHeader
        title={title}
        subtitle={subtitle(estate.deceasedName)}
        actions={isHidden ? undefined : actions}
      />
      {isHidden ? (
        <Alert tone="info">{RUNNERS_ONLY_TEXT}</Alert>
      ) : (
        <>
          {before}
          <RecordList
            kind={kind}
            estateId={estate.estateId}
            manages={manages}
            {...(pageSize ? { pageSize } : {})}
          />
          {after}
        </>
      )}
    </div>
  );
}
