import { ArrowLeft } from 'lucide-react';
import { Outlet, useMatches, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useEstate } from '@/features/estates/api/get-estate';
import { EstateFallback } from '@/features/estates/components/estate-fallback';
import { EstateSectionContext } from '@/features/estates/components/estate-section-context';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * Route `handle` of an estate section. `estateContext: 'screen'` says the screen shows "Back to
 * Estate" and the estate's name itself, so the layout leaves them out (no second link of that name).
 */
export type EstateSectionHandle = { estateContext?: 'layout' | 'screen' };

function screenShowsContext(handle: unknown): boolean {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'estateContext' in handle &&
    handle.estateContext === 'screen'
  );
}

/**
 * `/dashboard/estates/{id}/{section}`: loads the estate once, answers "Estate not found" for an
 * unknown id or one this user may not see, and otherwise shows the section under a line naming the
 * estate with "Back to Estate". Sections read the estate with `useEstateSection()`.
 */
export function EstateSectionLayout() {
  const { id = '' } = useParams();
  const estate = useEstate(id);
  const leaf = useMatches().at(-1);
  // Until it has loaded the section cannot name itself; once loaded, its PageHeader sets the title.
  useDocumentTitle(estate.isError ? 'Estate not found' : 'Estate', !estate.isSuccess);

  if (estate.isPending || estate.isError) return <EstateFallback estate={estate} />;

  const e = estate.data;
  return (
    <EstateSectionContext.Provider value={e}>
      <div className="space-y-4">
        {screenShowsContext(leaf?.handle) ? null : (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <ButtonLink
              to={paths.dashboard.estate.href({ id: e.estateId })}
              variant="ghost"
              size="sm"
              className="-ml-3"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to Estate
            </ButtonLink>
            <p className="text-sm font-medium text-slate-700">Estate of {e.deceasedName}</p>
          </div>
        )}
        <Outlet />
      </div>
    </EstateSectionContext.Provider>
  );
}
