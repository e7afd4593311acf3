import { can } from '@estate/domain';
import { useMatch, useNavigate, useParams } from 'react-router';
import { RecordList } from '@/components/records/record-list';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { digitalAssetKind } from '@/features/digital-assets/digital-asset-kind';
import { useEstateSection } from '@/features/estates/components/estate-section-context';
import { useEstateOptions } from '@/lib/records/use-estate-options';
import { useViewRole } from '@/lib/view-role/use-view-role';

/**
 * /dashboard/estates/{id}/digital-assets: one estate's inventory, with Back to Estate. Its /new and
 * /{assetId}/edit URLs open the add or edit form over it.
 */
export function EstateDigitalAssetsRoute() {
  const { assetId } = useParams();
  const estate = useEstateSection();
  const id = estate.estateId;
  const isNew = Boolean(useMatch(paths.dashboard.estateDigitalAssetNew.path));
  const navigate = useNavigate();
  const manages = can(useViewRole().viewRole, 'estate:manage');
  return (
    <div className="space-y-6">
      <PageHeader title="Digital Assets" subtitle="Online accounts, domains, crypto and loyalty points." />
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
  const manages = can(useViewRole().viewRole, 'estate:manage');
  const estateOptions = useEstateOptions(manages);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Digital Assets"
        subtitle="Online accounts, domains, crypto and loyalty points across your estates."
      />
      <RecordList kind={digitalAssetKind} manages={manages} estateOptions={estateOptions} />
    </div>
  );
}
