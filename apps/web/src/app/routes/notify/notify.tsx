import type { NotificationCreated } from '@estate/domain';
import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { NotificationForm } from '@/features/notifyflow/components/notification-form';
import { NotificationSubmitted } from '@/features/notifyflow/components/notification-submitted';
import { NotifyInfoPanels } from '@/features/notifyflow/components/notify-info-panels';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /notify (spec 1 §2.9): the hero, the form card and the side panels; success replaces them. */
export function NotifyRoute() {
  const [created, setCreated] = useState<NotificationCreated | null>(null);
  useDocumentTitle(created ? 'Notification Submitted' : 'NotifyFlow – Death Notification Form');

  if (created) {
    return (
      <div className="bg-slate-50 px-4 py-12 sm:px-6 sm:py-16">
        <NotificationSubmitted
          created={created}
          statusHref={paths.notify.statusByCode.href({ referenceCode: created.referenceCode })}
          actions={<ButtonLink to={paths.home.href()}>Return to Home</ButtonLink>}
        />
      </div>
    );
  }

  return (
    <div className="bg-slate-50">
      <section className="bg-gradient-to-br from-blue-800 to-blue-950 px-4 py-14 text-white sm:px-6 sm:py-20">
        <div className="mx-auto max-w-6xl">
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-200">NotifyFlow</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
            Notify multiple organisations with a single form
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-blue-100">
            Tell banks, insurers, utilities, telecommunications providers and government agencies about a
            death once, and follow each one’s progress with your reference code.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-3 lg:py-14">
        <section
          aria-labelledby="nf-form-heading"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-2"
        >
          <h2 id="nf-form-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Death Notification Form
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-700">
            Every field is needed unless it is marked optional.
          </p>
          <NotificationForm onSubmitted={setCreated} />
        </section>
        <NotifyInfoPanels contactHref={paths.public.contactUs.href()} />
      </div>
    </div>
  );
}
