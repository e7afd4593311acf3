import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus';
import { ESTATE_SECTIONS, paths, type EstateSection } from '@/config/paths';
import { cn } from '@/lib/cn';

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
 * Every `/dashboard/estates/{id}/{section}` of one estate, as a list of links that wraps on a narrow
 * screen (spec 2 "Estate-scoped sample-data pages", plus digital assets).
 */
export function EstateSectionNav({ estateId }: { estateId: string }) {
  return (
    <nav aria-label="Estate sections" className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <ul className="flex flex-wrap gap-2">
        {ESTATE_SECTIONS.map((section) => (
          <li key={section}>
            <Link
              to={paths.dashboard.estateSection.href({ id: estateId, section })}
              className={cn(
                'inline-flex min-h-9 items-center rounded-full border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:border-blue-700 hover:bg-blue-50 hover:text-blue-800',
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
