import { PageIntro } from '@/components/ui/page-intro';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { CheckList } from '@/features/public-site/components/check-list';
import { DemoRequestForm } from '@/features/public-site/components/demo-request-form';

export function BookADemoRoute() {
  return (
    <>
      <PageIntro title="Book a Demo">
        <p>
          See the platform with one of our team in a 30 to 45 minute session tailored to your estates or your
          practice. We reply to every request within 1 business day.
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 pb-20 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="demo-form-heading">
          <h2 id="demo-form-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Request your demo
          </h2>
          <p className="mt-2 mb-6 text-slate-700">
            We handle your details as set out in our{' '}
            <TextLink to={paths.public.privacyPolicy.href()}>Privacy Policy</TextLink> and{' '}
            <TextLink to={paths.public.termsOfService.href()}>Terms of Service</TextLink>.
          </p>
          <DemoRequestForm />
        </section>
        <aside
          aria-labelledby="demo-expect-heading"
          className="rounded-lg border border-slate-200 bg-slate-50 p-6"
        >
          <h2 id="demo-expect-heading" className="text-xl font-semibold text-slate-900">
            What to expect
          </h2>
          <div className="mt-4">
            <CheckList
              items={[
                'A reply within 1 business day to find a time that suits you',
                'A 30 to 45 minute video call with one of our team',
                'A walk-through built around your estates or your practice',
                'Time for your questions about pricing, security and getting started',
              ]}
            />
          </div>
        </aside>
      </div>
    </>
  );
}
