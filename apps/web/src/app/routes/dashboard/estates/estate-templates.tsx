import { can } from '@estate/domain';
import { useMemo } from 'react';
import { RecordList } from '@/components/records/record-list';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { RUNNERS_ONLY_TEXT } from '@/features/estates/components/estate-record-section';
import { useEstateSection } from '@/features/estates/components/estate-section-context';
import { templateKind } from '@/features/templates/template-kind';
import { useViewRole } from '@/lib/view-role/use-view-role';

/**
 * /dashboard/estates/{id}/templates (spec 2 §2 Document Templates): the templates the estate's
 * people may use, each with Download merged (the estate's facts filled in) and Save to documents.
 */
export function EstateTemplatesRoute() {
  const estate = useEstateSection();
  const { viewRole } = useViewRole();
  const kind = useMemo(() => templateKind(estate.estateId), [estate.estateId]);
  const runs = can(viewRole, 'estate:manage');
  return (
    <div className="space-y-6">
      <PageHeader
        title="Document Templates"
        subtitle={`Letters and forms filled in with the details of the estate of ${estate.deceasedName}.`}
      />
      {runs ? (
        <RecordList kind={kind} manages={can(viewRole, 'templates:manage')} />
      ) : (
        <Alert tone="info">{RUNNERS_ONLY_TEXT}</Alert>
      )}
    </div>
  );
}
