import { ArrowLeft } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/loading-state';
import { paths } from '@/config/paths';
import { useDigitalAsset } from '@/features/digital-assets/api/get-digital-asset';
import { DigitalAssetForm } from '@/features/digital-assets/components/digital-asset-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /dashboard/estates/{id}/digital-assets/new and …/{assetId}/edit. */
export function DigitalAssetEditRoute() {
  const { id: estateId, assetId } = useParams();
  const isEdit = Boolean(assetId);
  const title = isEdit ? 'Edit Digital Asset' : 'Add Digital Asset';
  useDocumentTitle(title);
  const navigate = useNavigate();
  const asset = useDigitalAsset(assetId);
  const listHref = estateId
    ? paths.dashboard.estateSection.href({ id: estateId, section: 'digital-assets' })
    : paths.dashboard.digitalAssets.href();
  const back = () => void navigate(listHref);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <Button variant="ghost" size="sm" className="-ml-3" onClick={back}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back
        </Button>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      </div>
      <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {isEdit && asset.isPending ? (
          <LoadingState label="Loading asset..." showLabel />
        ) : isEdit && asset.isError ? (
          <Alert>Failed to load asset data. Please try again.</Alert>
        ) : (
          <DigitalAssetForm estateId={estateId} asset={asset.data} onDone={back} />
        )}
      </section>
    </div>
  );
}
