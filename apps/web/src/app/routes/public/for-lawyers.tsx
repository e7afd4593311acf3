import { BarChart3, ClipboardCheck, FolderKanban, MessagesSquare, ShieldCheck, Users } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { PageIntro } from '@/components/ui/page-intro';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { CtaBand } from '@/features/public-site/components/cta-band';
import { FeatureGrid } from '@/features/public-site/components/feature-card';
import { Section } from '@/features/public-site/components/section';

const FEATURES = [
  {
    icon: FolderKanban,
    title: 'Every estate file in one dashboard',
    text: 'See the status, next task and deadlines of each estate your firm holds, without opening each file.',
  },
  {
    icon: ClipboardCheck,
    title: 'Compliance built in',
    text: 'Statutory periods, probate steps and tax filings tracked per estate, with reminders for your team.',
  },
  {
    icon: Users,
    title: 'Your whole team',
    text: 'Lawyers, legal assistants and trustees share one record; the Professional plan includes up to 10 members.',
  },
  {
    icon: MessagesSquare,
    title: 'Fewer update calls',
    text: 'Executors and beneficiaries see progress for themselves, so your team spends less time on the phone.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure by design',
    text: 'Private documents, access by role, and a record of who did what and when.',
  },
  {
    icon: BarChart3,
    title: 'Reports for the practice',
    text: 'Workload and progress across your estates, ready for partner meetings and reviews.',
  },
] as const;

export function ForLawyersRoute() {
  return (
    <>
      <PageIntro
        title="For Lawyers"
        actions={
          <>
            <ButtonLink to={paths.public.bookADemo.href()} size="lg">
              Book a Demo
            </ButtonLink>
            <ButtonLink to={paths.public.pricing.href()} size="lg" variant="secondary">
              View Pricing
            </ButtonLink>
          </>
        }
      >
        <p>
          Run every estate file your firm holds from one dashboard: workflows, documents, compliance deadlines
          and client communication, with executors and beneficiaries kept up to date without extra phone
          calls. Firms cut administration time by up to 60%.
        </p>
      </PageIntro>
      <Section id="features" tone="muted" title="Built for estate practices">
        <FeatureGrid items={FEATURES} />
      </Section>
      <Section
        id="plans"
        width="narrow"
        title="A plan for every practice"
        intro={
          <p>
            The Professional plan gives your firm unlimited estates, 50 GB of storage and up to 10 team
            members for $149 a month. Larger firms can talk to us about Enterprise.{' '}
            <TextLink to={paths.public.pricing.href()}>See our plans and pricing</TextLink>.
          </p>
        }
      />
      <CtaBand
        title="See how it fits your practice"
        actions={
          <>
            <ButtonLink to={paths.public.bookADemo.href()} size="lg" variant="secondary">
              Book a Demo
            </ButtonLink>
            <ButtonLink to={paths.public.contactUs.href()} size="lg" variant="secondary">
              Contact Sales
            </ButtonLink>
          </>
        }
      >
        <p>A 30 to 45 minute walk-through with our team, built around how your firm works.</p>
      </CtaBand>
    </>
  );
}
