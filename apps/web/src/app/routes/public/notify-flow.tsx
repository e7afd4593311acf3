import { BellRing, FileUp, Hash, Mail, ShieldCheck, Users } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { PageIntro } from '@/components/ui/page-intro';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { CheckList } from '@/features/public-site/components/check-list';
import { CtaBand } from '@/features/public-site/components/cta-band';
import { FeatureGrid } from '@/features/public-site/components/feature-card';
import { Section } from '@/features/public-site/components/section';
import { StepList } from '@/features/public-site/components/step-list';
import { Testimonial } from '@/features/public-site/components/testimonial';

/** The three steps of spec 1 §2.1. */
const STEPS = [
  {
    title: 'Enter details once',
    text: 'Tell us about the person who has died, your relationship to them, and how organisations should contact you. Attach the death certificate if you have it.',
  },
  {
    title: 'We process notifications',
    text: 'Choose the organisations to tell. We send each one a notification by email, or prepare a letter, with the details it needs.',
  },
  {
    title: 'Track progress',
    text: 'Follow every organisation’s response with your reference code, and get email confirmations along the way.',
  },
] as const;

const FEATURES = [
  {
    icon: Users,
    title: 'Many organisations, one form',
    text: 'Banks, insurers, utilities, telecommunications companies and government agencies from a single form.',
  },
  {
    icon: Hash,
    title: 'Reference code',
    text: 'Every notification gets a code like NF-7K2M9Q, so you can check its status at any time.',
  },
  {
    icon: BellRing,
    title: 'Real-time status tracking',
    text: 'See which organisations have been sent the notification, which have responded, and which still need a nudge.',
  },
  {
    icon: Mail,
    title: 'Email confirmations',
    text: 'You receive a confirmation with your reference code, and anyone you copy in is kept informed too.',
  },
  {
    icon: FileUp,
    title: 'Documents attached',
    text: 'Upload the death certificate or grant of probate once; it goes with each notification that needs it.',
  },
  {
    icon: ShieldCheck,
    title: 'Private and secure',
    text: 'Your documents are private, shared only with the organisations you choose, under the Privacy Act 2020.',
  },
] as const;

/** The ten kinds of organisation of spec 1 §1. */
const ORGANISATION_TYPES = [
  'Banks',
  'Insurance companies',
  'Power, gas and water utilities',
  'Telecommunications providers',
  'Government agencies',
  'Inland Revenue (tax)',
  'Social development (Work and Income)',
  'Transport (Waka Kotahi NZ Transport Agency)',
  'Local councils',
  'Electoral and superannuation bodies',
] as const;

export function NotifyFlowRoute() {
  return (
    <>
      <PageIntro
        title="NotifyFlow"
        eyebrow="Death notification service"
        actions={
          <>
            <ButtonLink to={paths.notify.form.href()} size="lg">
              Get Started
            </ButtonLink>
            <ButtonLink to="#how-it-works" size="lg" variant="secondary">
              Learn more
            </ButtonLink>
          </>
        }
      >
        <p>
          Enter the details of the person who has died once, choose the banks, insurers, utilities, government
          agencies and other organisations to tell, and we send the notifications for you. A reference code
          lets you track every response in one place.
        </p>
        <p className="text-base">
          Up to 60% less administration time, over 20 organisations already notified through the service, and
          email confirmations with real-time status tracking.
        </p>
      </PageIntro>

      <Section id="how-it-works" tone="muted" title="How NotifyFlow works">
        <StepList steps={STEPS} />
      </Section>

      <Section id="features" title="Everything you need to notify with confidence">
        <FeatureGrid items={FEATURES} />
      </Section>

      <Section
        id="organisations"
        tone="muted"
        title="Organisations you can notify"
        intro={<p>Choose from New Zealand organisations in ten areas, or add one that isn’t listed.</p>}
      >
        <CheckList items={ORGANISATION_TYPES} columns={2} />
      </Section>

      <Section id="response-times-link" title="Who answers, and how fast">
        <p className="text-slate-700">
          See{' '}
          <TextLink to={paths.public.responseTimes.href()}>
            how many business days each organisation takes
          </TextLink>{' '}
          to answer a notification, worked out every night from the last 12 months.
        </p>
      </Section>

      <Section id="testimonial" title="What people say">
        <Testimonial
          quote="After Dad died I dreaded ringing every bank and power company. NotifyFlow let me do it in one evening, and I could see who had replied without chasing anyone."
          name="Sarah M."
          role="executor, Christchurch"
        />
      </Section>

      <CtaBand
        title="Ready to notify organisations?"
        actions={
          <>
            <ButtonLink to={paths.notify.form.href()} size="lg" variant="secondary">
              Get Started
            </ButtonLink>
            <ButtonLink to={paths.public.contactUs.href()} size="lg" variant="secondary">
              Contact Sales
            </ButtonLink>
            <ButtonLink to={paths.public.bookADemo.href()} size="lg" variant="secondary">
              Book a Demo
            </ButtonLink>
          </>
        }
      >
        <p>Start a notification now, or talk to us about using NotifyFlow in your practice.</p>
      </CtaBand>
    </>
  );
}
