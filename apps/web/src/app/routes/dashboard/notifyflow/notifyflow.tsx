import type { NotificationCreated } from '@estate/domain';
import { useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { useEstate } from '@/features/estates/api/get-estate';
import { paths } from '@/config/paths';
import { NotificationForm } from '@/features/notifyflow/components/notification-form';
import { NotificationSubmitted } from '@/features/notifyflow/components/notification-submitted';
import { NotifyInfoPanels } from '@/features/notifyflow/components/notify-info-panels';
import { useDocumentTitle } from '@/hooks/use-document-title';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /dashboard/notifyflow?estateId=… (spec 1 §2.9): the notification form inside the dashboard.
 * With an estate, Back and the success screen lead back to it and the estate id goes with the
 * notification.
 */
export function DashboardNotifyflowRoute() {
  const [params] = useSearchParams();
  const raw = params.get('estateId');
  const estateId = raw && UUID.test(raw) ? raw : null;
  const [created, setCreated] = useState<NotificationCreated | null>(null);
  useDocumentTitle(created ? 'Notification Submitted' : 'NotifyFlow');
  const backHref = estateId ? paths.dashboard.estate.href({ id: estateId }) : paths.dashboard.root.href();
  const estate = useEstate(estateId ?? '');
  const locked =
    estateId && estate.data
      ? { deceasedName: estate.data.deceasedName, dateOfDeath: estate.data.dateOfDeath ?? '' }
      : null;

  if (created) {
    return (
      <NotificationSubmitted
        created={created}
        statusHref={paths.dashboard.notifyflowStatusByCode.href({ referenceCode: created.referenceCode })}
        actions={
          <>
            {estateId ? <ButtonLink to={backHref}>Return to Estate</ButtonLink> : null}
            <ButtonLink to={paths.dashboard.root.href()} variant={estateId ? 'secondary' : 'primary'}>
              Return to Home
            </ButtonLink>
          </>
        }
      />
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="NotifyFlow"
        documentTitle={null}
        back={{ to: backHref }}
        subtitle="Notify multiple organisations about a death with a single form."
      />
      <div className="grid gap-8 xl:grid-cols-3">
        <section
          aria-labelledby="nf-form-heading"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 xl:col-span-2"
        >
          <h2 id="nf-form-heading" className="mb-6 text-xl font-bold tracking-tight text-slate-900">
            Death Notification Form
          </h2>
          {estateId && estate.isPending ? (
            <LoadingState />
          ) : estateId && estate.isError ? (
            <p role="alert" className="text-red-700">
              Estate not found. You don&apos;t have access or it doesn&apos;t exist.
            </p>
          ) : (
            <NotificationForm estateId={estateId} locked={locked} onSubmitted={setCreated} />
          )}
        </section>
        <NotifyInfoPanels contactHref={paths.public.contactUs.href()} />
      </div>
    </div>
  );
}

/** /dashboard/estates/{id}/notifyflow: the same form, for that estate. */
export function EstateNotifyflowRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={paths.dashboard.notifyflow.href(id)} replace />;
}
