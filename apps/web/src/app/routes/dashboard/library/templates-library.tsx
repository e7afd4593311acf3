import { can } from '@estate/domain';
import { FolderPlus } from 'lucide-react';
import { useState } from 'react';
import { RecordList } from '@/components/records/record-list';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { TemplateCategoryAddDialog } from '@/features/templates/template-category-add-dialog';
import { templateKind } from '@/features/templates/template-kind';
import { useViewRole } from '@/lib/view-role/use-view-role';

const libraryKind = templateKind();

/**
 * /dashboard/templates (spec 2 §2 Templates Library): the starter set for New Zealand practice and
 * the firm's own Word templates with merge fields; Upload Template, Edit (a new version too) and New
 * Category for the firm's lawyers, and admins for the starter set.
 */
export function TemplatesLibraryRoute() {
  const { viewRole } = useViewRole();
  const [isAddingCategory, setAddingCategory] = useState(false);
  if (!can(viewRole, 'estate:manage'))
    return (
      <div className="space-y-6">
        <PageHeader
          title="Templates Library"
          subtitle="Letters and forms with the estate's details filled in."
        />
        <Alert tone="info">
          Templates are for the lawyers and executors who run estates, and for admins.
        </Alert>
      </div>
    );
  const manages = can(viewRole, 'templates:manage');
  return (
    <div className="space-y-6">
      <PageHeader
        title="Templates Library"
        subtitle="Word templates with merge fields such as {{deceased.fullName}}: merge one into an estate from the estate's Document Templates."
        actions={
          manages ? (
            <Button variant="secondary" onClick={() => setAddingCategory(true)}>
              <FolderPlus aria-hidden="true" className="size-4" />
              New Category
            </Button>
          ) : undefined
        }
      />
      <RecordList kind={libraryKind} manages={manages} />
      {isAddingCategory ? <TemplateCategoryAddDialog onClose={() => setAddingCategory(false)} /> : null}
    </div>
  );
}
