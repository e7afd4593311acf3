import { can } from '@estate/domain';
import { RecordList } from '@/components/records/record-list';
import { PageHeader } from '@/components/ui/page-header';
import { legalFormKind } from '@/features/legal-forms/legal-form-kind';
import { useViewRole } from '@/lib/view-role/use-view-role';

/**
 * /dashboard/legal-forms (spec 2 §2 Legal Forms): the official forms a New Zealand estate uses
 * (High Court, Inland Revenue, Waka Kotahi, Births, Deaths and Marriages), each with its
 * publisher's page; Add Form and Edit for admins.
 */
export function LegalFormsRoute() {
  const manages = can(useViewRole().viewRole, 'admin:access');
  return (
    <div className="space-y-6">
      <PageHeader
        title="Legal Forms"
        subtitle="The official forms an estate in New Zealand may need, with a link to each publisher's page."
      />
      <RecordList kind={legalFormKind} manages={manages} />
    </div>
  );
}
