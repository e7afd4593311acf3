import { ButtonLink } from '@/components/ui/button';
import { PageIntro } from '@/components/ui/page-intro';
import { paths } from '@/config/paths';
import { CtaBand } from '@/features/public-site/components/cta-band';
import { Section } from '@/features/public-site/components/section';
import { StepList } from '@/features/public-site/components/step-list';

/** The six steps of spec 1 §2.1, in order. */
const STEPS = [
  {
    title: 'Initial setup',
    text: 'Create the estate with the details of the person who has died and the will, if there is one. Invite your lawyer, co-executors or family, each with the access their role needs.',
  },
  {
    title: 'Document collection',
    text: 'Upload the will, death certificate, bank statements and valuations to one secure place. Everything is private to the estate and easy to find when a bank or the court asks.',
  },
  {
    title: 'Asset management',
    text: 'List what the person owned and owed: accounts, property, KiwiSaver, vehicles, personal belongings and debts. Record values as they come in and see the estate’s position at a glance.',
  },
  {
    title: 'Stakeholder communication',
    text: 'Tell organisations about the death with NotifyFlow, and keep beneficiaries informed with clear updates, so nobody is left waiting for news.',
  },
  {
    title: 'Compliance tracking',
    text: 'Follow the steps for probate, tax returns and the waiting periods New Zealand law sets. Deadlines are tracked for you, with reminders before anything falls due.',
  },
  {
    title: 'Distribution management',
    text: 'When debts are paid and the waiting periods have passed, plan and record what each beneficiary receives, and keep a full record of the estate for your files.',
  },
] as const;

export function HowItWorksRoute() {
  return (
    <>
      <PageIntro title="How It Works">
        <p>
          Six steps take an estate from the first days after a death to final distribution. Each step comes
          with the tasks and deadlines New Zealand law sets, so you always know what to do next and nothing is
          missed.
        </p>
      </PageIntro>
      <Section id="steps" tone="muted" title="Six steps, from start to finish">
        <StepList steps={STEPS} />
      </Section>
      <CtaBand
        title="See it with your own estate in mind"
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
        <p>A member of our team will walk you through each step in 30 to 45 minutes.</p>
      </CtaBand>
    </>
  );
}
