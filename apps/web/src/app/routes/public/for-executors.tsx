import { BellRing, CalendarClock, FileLock2, ListChecks, Send, Users } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { PageIntro } from '@/components/ui/page-intro';
import { paths } from '@/config/paths';
import { CheckList } from '@/features/public-site/components/check-list';
import { CtaBand } from '@/features/public-site/components/cta-band';
import { FeatureGrid } from '@/features/public-site/components/feature-card';
import { Section } from '@/features/public-site/components/section';

const HELPS = [
  {
    icon: ListChecks,
    title: 'A checklist made for you',
    text: 'Your duties as an executor, set out as tasks in the order they usually happen, with a short explanation of each.',
  },
  {
    icon: CalendarClock,
    title: 'Deadlines you won’t miss',
    text: 'Waiting periods and filing dates are worked out for you, with reminders before they fall due.',
  },
  {
    icon: Send,
    title: 'Notify organisations once',
    text: 'Tell banks, insurers, utilities and government agencies about the death with one NotifyFlow form.',
  },
  {
    icon: FileLock2,
    title: 'Documents kept safe',
    text: 'The will, certificates and letters in one private place you can reach from your phone or computer.',
  },
  {
    icon: Users,
    title: 'Your lawyer alongside you',
    text: 'Invite your lawyer or co-executor to work on the same record, so everyone sees the same picture.',
  },
  {
    icon: BellRing,
    title: 'Beneficiaries kept informed',
    text: 'Share progress with the family without answering the same questions again and again.',
  },
] as const;

export function ForExecutorsRoute() {
  return (
    <>
      <PageIntro
        title="For Executors"
        actions={
          <>
            <ButtonLink to={paths.auth.signUp.href()} size="lg">
              Start your free trial
            </ButtonLink>
            <ButtonLink to={paths.public.howItWorks.href()} size="lg" variant="secondary">
              See how it works
            </ButtonLink>
          </>
        }
      >
        <p>
          Being named executor is a big responsibility, often at a hard time. We guide you through each duty,
          from applying for probate to paying debts and distributing the estate, with clear tasks, reminders
          and a record of everything you have done.
        </p>
      </PageIntro>
      <Section id="help" tone="muted" title="How we help you">
        <FeatureGrid items={HELPS} />
      </Section>
      <Section
        id="first-weeks"
        width="narrow"
        title="Your first few weeks"
        intro={<p>There is no need to do everything at once. Most executors start with:</p>}
      >
        <CheckList
          items={[
            'Finding the will and the contact details of the lawyer who holds it',
            'Ordering copies of the death certificate',
            'Telling banks, insurers, utilities and government agencies about the death',
            'Listing what the person owned and owed',
            'Deciding with your lawyer whether probate is needed',
          ]}
        />
      </Section>
      <CtaBand
        title="You don’t have to work it out alone"
        actions={
          <>
            <ButtonLink to={paths.public.bookADemo.href()} size="lg" variant="secondary">
              Book a Demo
            </ButtonLink>
            <ButtonLink to={paths.public.pricing.href()} size="lg" variant="secondary">
              View Pricing
            </ButtonLink>
          </>
        }
      >
        <p>
          The Executor plan covers one estate for $49 a month, with a 14-day free trial and no card required.
        </p>
      </CtaBand>
    </>
  );
}
