import {
  Bell,
  ClipboardCheck,
  FileLock2,
  Landmark,
  ListChecks,
  MessagesSquare,
  Send,
  Users,
} from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { PageIntro } from '@/components/ui/page-intro';
import { paths } from '@/config/paths';
import { SITE } from '@/config/site';
import { CheckList } from '@/features/public-site/components/check-list';
import { CtaBand } from '@/features/public-site/components/cta-band';
import { FeatureGrid } from '@/features/public-site/components/feature-card';
import { Section } from '@/features/public-site/components/section';

const FEATURES = [
  {
    icon: ListChecks,
    title: 'Guided workflows',
    text: 'Every estate gets a checklist of the tasks New Zealand law asks of an executor, in a sensible order, with due dates.',
  },
  {
    icon: FileLock2,
    title: 'Secure documents',
    text: 'Keep the will, death certificate, valuations and letters in one private place, shared only with the people you choose.',
  },
  {
    icon: Landmark,
    title: 'Assets and liabilities',
    text: 'Record bank accounts, property, KiwiSaver, vehicles and debts as you find them, and see the estate’s value at a glance.',
  },
  {
    icon: ClipboardCheck,
    title: 'Compliance tracking',
    text: 'Statutory periods and filing deadlines are tracked for you, with reminders before anything falls due.',
  },
  {
    icon: MessagesSquare,
    title: 'Beneficiary updates',
    text: 'Keep beneficiaries informed with clear progress updates, so they are not left wondering what is happening.',
  },
  {
    icon: Users,
    title: 'Working together',
    text: 'Executors, lawyers, legal assistants and trustees work from the same record, each seeing what their role needs.',
  },
] as const;

export function HomeRoute() {
  return (
    <>
      <PageIntro
        title="Estate administration, made clear"
        documentTitle={null}
        eyebrow={SITE.name}
        actions={
          <>
            <ButtonLink to={paths.public.bookADemo.href()} size="lg">
              Book a Demo
            </ButtonLink>
            <ButtonLink to={paths.public.howItWorks.href()} size="lg" variant="secondary">
              See how it works
            </ButtonLink>
          </>
        }
      >
        <p>
          {SITE.tagline} Keep every task, document, asset and beneficiary update for a New Zealand estate in
          one secure place, from the first days after a death through to final distribution.
        </p>
      </PageIntro>

      <Section
        id="features"
        tone="muted"
        title="Everything an estate needs, in one place"
        intro={
          <p>
            Looking after someone’s estate is a lot to carry. We turn it into clear steps you can follow at
            your own pace, with up to 60% less administration time.
          </p>
        }
      >
        <FeatureGrid items={FEATURES} />
      </Section>

      <Section
        id="notifyflow"
        eyebrow="NotifyFlow"
        title="Tell every organisation once, not twenty times"
        intro={
          <p>
            After a death, banks, insurers, power and phone companies, Inland Revenue and others all need to
            be told. With NotifyFlow you enter the details once, choose the organisations, and follow every
            answer in one place.
          </p>
        }
      >
        <div className="grid gap-10 lg:grid-cols-2">
          <CheckList
            items={[
              'One form instead of a day on the phone',
              'Over 20 organisations already notified through the service',
              'Email confirmations and real-time status tracking',
              'A reference code to check progress at any time',
            ]}
          />
          <div className="flex flex-wrap items-start gap-3">
            <ButtonLink to={paths.notify.form.href()} size="lg">
              <Send aria-hidden="true" className="size-5" />
              Start a notification
            </ButtonLink>
            <ButtonLink to={paths.public.notifyFlow.href()} size="lg" variant="secondary">
              <Bell aria-hidden="true" className="size-5" />
              How NotifyFlow works
            </ButtonLink>
          </div>
        </div>
      </Section>

      <CtaBand
        title="Talk to us about your estate or your practice"
        actions={
          <>
            <ButtonLink to={paths.public.bookADemo.href()} size="lg" variant="secondary">
              Book a Demo
            </ButtonLink>
            <ButtonLink to={paths.public.contactUs.href()} size="lg" variant="secondary">
              Contact Us
            </ButtonLink>
          </>
        }
      >
        <p>
          Whether you are an executor with one estate or a firm with many, we are happy to help. Our Auckland
          team replies within 1 business day.
        </p>
      </CtaBand>
    </>
  );
}
