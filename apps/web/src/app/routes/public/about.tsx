import { Cpu, HeartHandshake, ShieldCheck } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { PageIntro } from '@/components/ui/page-intro';
import { paths } from '@/config/paths';
import { SITE } from '@/config/site';
import { CtaBand } from '@/features/public-site/components/cta-band';
import { FeatureGrid } from '@/features/public-site/components/feature-card';
import { Section } from '@/features/public-site/components/section';

/** The values of spec 1 §2.1. */
const VALUES = [
  {
    icon: HeartHandshake,
    title: 'Empathy',
    text: 'The people who use our platform are often grieving. We write plainly, design calmly, and answer the phone with patience.',
  },
  {
    icon: Cpu,
    title: 'Efficiency through technology',
    text: 'Software should do the repetitive work: checklists, reminders and notifications, so people can spend their time on what matters.',
  },
  {
    icon: ShieldCheck,
    title: 'Transparency and security',
    text: 'We are open about what we do with your information and how we protect it, and we keep it private by default.',
  },
] as const;

const TEAM = [
  {
    title: 'Estate practitioners',
    text: 'Lawyers and legal executives who have administered hundreds of New Zealand estates shape every workflow.',
  },
  {
    title: 'Product and engineering',
    text: 'Designers and engineers in Auckland who build, test and look after the platform every day.',
  },
  {
    title: 'Customer support',
    text: 'A small team who answer your calls and messages within 1 business day, Monday to Friday.',
  },
] as const;

export function AboutRoute() {
  return (
    <>
      <PageIntro title="About Us" documentTitle="About">
        <p>
          {SITE.name} was started to make one of life’s hardest administrative tasks easier. We pair empathy
          with efficient technology, and we are open about how we keep your information safe.
        </p>
      </PageIntro>

      <Section id="story" width="narrow" tone="muted" title="Our story">
        <div className="space-y-4 text-lg leading-8 text-slate-700">
          <p>
            Most people act as an executor only once or twice in their life, and usually while grieving. They
            are handed a will, a pile of paperwork and a list of organisations to call, with little idea of
            what comes next.
          </p>
          <p>
            We saw families spend weeks on the phone and lawyers spend hours answering the same questions. So
            we built one place where executors, lawyers and beneficiaries can see what needs doing, what has
            been done, and what happens next.
          </p>
        </div>
      </Section>

      <Section
        id="mission"
        width="narrow"
        title="Our mission"
        intro={
          <p>
            To make estate administration in New Zealand clear, kind and efficient, for executors and lawyers
            and for the families they serve.
          </p>
        }
      />

      <Section id="values" tone="muted" title="Our values">
        <FeatureGrid items={VALUES} />
      </Section>

      <Section
        id="team"
        title="Our team"
        intro={
          <p>We are a New Zealand team bringing together legal, technical and customer care experience.</p>
        }
      >
        <FeatureGrid items={TEAM} />
      </Section>

      <Section
        id="notifyflow"
        tone="muted"
        eyebrow="Featured service"
        title="NotifyFlow: one form to tell every organisation"
        intro={
          <p>
            Our death notification service lets you tell banks, insurers, utilities and government agencies
            about a death with one form, with email confirmations and real-time status tracking.
          </p>
        }
      >
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={paths.notify.form.href()} size="lg">
            Try NotifyFlow
          </ButtonLink>
          <ButtonLink to={paths.public.howItWorks.href()} size="lg" variant="secondary">
            See how it works
          </ButtonLink>
        </div>
      </Section>

      <CtaBand
        title="We would love to hear from you"
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
        <p>See the platform in action, or ask us anything.</p>
      </CtaBand>
    </>
  );
}
