import { can, type Permission } from '@estate/domain';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus';
import { ESTATE_SECTIONS, paths, type EstateSection } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useViewRole } from '@/lib/view-role/use-view-role';

/** Link texts of the estate sections (the screens' own titles are longer). */
const SECTION_LABELS: Record<EstateSection, string> = {
  workflow: 'Workflow',
  compliance: 'Compliance',
  correspondence: 'Correspondence',
  notes: 'Notes & Comments',
  financials: 'Financials',
  timeline: 'Timeline',
  'timeline/milestones': 'Milestones',
  distribution: 'Distribution',
  claims: 'Claims',
  templates: 'Templates',
  'due-diligence': 'Due Diligence',
  'risk-assessment': 'Risk Assessment',
  stakeholders: 'Stakeholders',
  notifyflow: 'NotifyFlow',
  'digital-assets': 'Digital Assets',
};

/**
 * Who may use each section. The firm's working records (compliance, notes, money, claims, due
 * diligence, risks, stakeholders, correspondence, templates) are read only by those who run the
 * estate: the API answers a beneficiary 403 (apps/api/test/access/authorization-matrix/). NotifyFlow
 * from an estate notifies organisations on the estate's behalf and files their answers as its
 * correspondence, so it is theirs too.
 */
const SECTION_PERMISSION: Record<EstateSection, Permission> = {
  workflow: 'dashboard:use',
  compliance: 'estate:manage',
  correspondence: 'estate:manage',
  notes: 'estate:manage',
  financials: 'estate:manage',
  timeline: 'dashboard:use',
  'timeline/milestones': 'dashboard:use',
  distribution: 'estate:manage',
  claims: 'estate:manage',
  templates: 'estate:manage',
  'due-diligence': 'estate:manage',
  'risk-assessment': 'estate:manage',
  stakeholders: 'estate:manage',
  notifyflow: 'estate:manage',
  'digital-assets': 'dashboard:use',
};

/**
 * The `/dashboard/estates/{id}/{section}` links of one estate that the viewer may use (spec 2
 * "Estate-scoped sample-data pages", plus digital assets): a row that wraps from the `sm` width up,
 * and on phones one line that scrolls sideways on its own (the page does not).
 */
export function EstateSectionNav({ estateId }: { estateId: string }) {
  const { viewRole } = useViewRole();
  const sections = ESTATE_SECTIONS.filter((section) => can(viewRole, SECTION_PERMISSION[section]));
  if (!sections.length) return null;
  return (
    <nav
      aria-label="Estate sections"
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-2 shadow-sm sm:p-3"
    >
      <ul className="-m-1 flex gap-2 overflow-x-auto p-1 sm:flex-wrap sm:overflow-visible">
        {sections.map((section) => (
          <li key={section} className="shrink-0">
            <Link
              to={paths.dashboard.estateSection.href({ id: estateId, section })}
              className={cn(
                'inline-flex min-h-9 items-center rounded-full border border-slate-300 px-3 text-sm font-medium whitespace-nowrap text-slate-800 hover:border-blue-700 hover:bg-blue-50 hover:text-blue-800',
                focusRing,
              )}
            >
              {SECTION_LABELS[section]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
