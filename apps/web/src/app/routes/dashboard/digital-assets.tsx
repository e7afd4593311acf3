import { can } from '@estate/domain';
import { ArrowLeft } from 'lucide-react';
import { useMatch, useNavigate, useParams } from 'react-router';
import { RecordList } from '@/components/records/record-list';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { digitalAssetKind } from '@/features/digital-assets/digital-asset-kind';
import { useEstate } from '@/features/estates/api/get-estate';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useEstateOptions } from '@/lib/records/use-estate-options';
import { useViewRole } from '@/lib/view-role/use-view-role';

/**
 * /dashboard/estates/{id}/digital-assets: one estate's inventory, with Back to Estate. Its /new and
 * /{assetId}/edit URLs open the add or edit form over it.
 */
export function EstateDigitalAssetsRoute() {
  useDocumentTitle('Digital Assets');
  const { id = '', assetId } = useParams();
  const isNew = Boolean(useMatch(paths.dashboard.estateDigitalAssetNew.path));
  const navigate = useNavigate();
  const estate = useEstate(id);
  const manages = can(useViewRole().viewRole, 'estate:manage');
  return (
    <div className="space-y-6">
      <div>
        <ButtonLink to={paths.dashboard.estate.href({ id })} variant="ghost" size="sm" className="-ml-3">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Estate
        </ButtonLink>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Digital Assets</h1>
        <p className="mt-1 text-slate-700">
          {estate.data
            ? `Estate of ${estate.data.deceasedName}`
            : 'Online accounts, domains, crypto and loyalty points.'}
        </p>
      </div>
      <RecordList
        kind={digitalAssetKind}
        estateId={id}
        manages={manages}
        openForm={manages && (isNew || assetId) ? { id: assetId } : undefined}
        onFormClose={() =>
          void navigate(paths.dashboard.estateSection.href({ id, section: 'digital-assets' }), {
            replace: true,
          })
        }
      />
    </div>
  );
}

/** /dashboard/digital-assets: the digital assets of every estate I may see. */
export function AllDigitalAssetsRoute() {
  useDocumentTitle('Digital Assets');
  const manages = can(useViewRole().viewRole, 'estate:manage');
  const estateOptions = useEstateOptions(manages);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Digital Assets</h1>
        <p className="mt-1 text-slate-700">
          Online accounts, domains, crypto and loyalty points across your estates.
        </p>
      </div>
      <RecordList kind={digitalAssetKind} manages={manages} estateOptions={estateOptions} />
    </div>
  );
}
