import { can } from '@estate/domain';
import { ArrowLeft, Plus } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { DigitalAssetsList } from '@/features/digital-assets/components/digital-assets-list';
import { useEstate } from '@/features/estates/api/get-estate';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useViewRole } from '@/lib/view-role/use-view-role';

/** /dashboard/estates/{id}/digital-assets: one estate's inventory, with Back to Estate. */
export function EstateDigitalAssetsRoute() {
  useDocumentTitle('Digital Assets');
  const { id = '' } = useParams();
  const estate = useEstate(id);
  const manages = can(useViewRole().viewRole, 'estate:manage');
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <ButtonLink to={paths.dashboard.estate.href({ id })} variant="ghost" size="sm" className="-ml-3">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Estate
          </ButtonLink>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Digital Assets
          </h1>
          <p className="mt-1 text-slate-700">
            {estate.data
              ? `Estate of ${estate.data.deceasedName}`
              : 'Online accounts, domains, crypto and loyalty points.'}
          </p>
        </div>
        {manages ? (
          <ButtonLink to={paths.dashboard.estateDigitalAssetNew.href({ id })}>
            <Plus aria-hidden="true" className="size-4" />
            Add Digital Asset
          </ButtonLink>
        ) : null}
      </div>
      <DigitalAssetsList estateId={id} />
    </div>
  );
}

/** /dashboard/digital-assets: the digital assets of every estate I may see. */
export function AllDigitalAssetsRoute() {
  useDocumentTitle('Digital Assets');
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Digital Assets</h1>
        <p className="mt-1 text-slate-700">
          Digital assets across your estates. To add one, open the estate and choose Digital Assets.
        </p>
      </div>
      <DigitalAssetsList />
    </div>
  );
}
