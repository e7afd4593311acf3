import { ButtonLink } from '@/components/ui/button';
import { PageIntro } from '@/components/ui/page-intro';
import { paths } from '@/config/paths';
import { CtaBand } from '@/features/public-site/components/cta-band';
import { FaqAccordion } from '@/features/public-site/components/faq-accordion';
import { Section } from '@/features/public-site/components/section';
import { StepList } from '@/features/public-site/components/step-list';

/** The three-step journey of spec 1 §2.1. */
const JOURNEY = [
  {
    title: 'Notification',
    text: 'The executor or their lawyer lets you know that you are named in the will, or entitled to a share of the estate, and invites you to follow its progress.',
  },
  {
    title: 'Verification',
    text: 'You create an account and confirm who you are, so that only the right people see information about the estate.',
  },
  {
    title: 'Updates and distribution',
    text: 'You see how the estate is progressing and what comes next, until the executor distributes what you are entitled to.',
  },
] as const;

const FAQ = [
  {
    title: 'Questions from beneficiaries',
    items: [
      {
        question: 'Do I have to pay to use the platform?',
        answer:
          'No. The executor or their lawyer pays for the estate’s plan. Following the estate as a beneficiary costs you nothing.',
      },
      {
        question: 'How long does it take to receive my share?',
        answer:
          'Every estate is different. Executors usually wait at least six months after probate is granted before distributing, because claims against the estate can be made during that time. You will see progress as it happens.',
      },
      {
        question: 'What can I see about the estate?',
        answer:
          'You see the updates and documents the executor chooses to share with beneficiaries, and where the estate is up to. Private details of other beneficiaries are not shown to you.',
      },
      {
        question: 'Who do I ask if I have a question about the will?',
        answer:
          'Questions about the will or your entitlement are for the executor or their lawyer. We run the platform and can help with your account, but we cannot give legal advice.',
      },
    ],
  },
] as const;

export function ForBeneficiariesRoute() {
  return (
    <>
      <PageIntro title="For Beneficiaries">
        <p>
          If you have been named in a will, you will be notified, asked to verify who you are, and then kept
          informed as the estate is administered and distributed, so you always know what is happening and
          what comes next.
        </p>
      </PageIntro>
      <Section id="journey" tone="muted" title="What to expect">
        <StepList steps={JOURNEY} />
      </Section>
      <Section id="faq" width="narrow" title="Frequently asked questions">
        <FaqAccordion groups={FAQ} />
      </Section>
      <CtaBand
        title="Still have a question?"
        actions={
          <ButtonLink to={paths.public.contactUs.href()} size="lg" variant="secondary">
            Contact Us
          </ButtonLink>
        }
      >
        <p>Our team is here Monday to Friday, 9:00 AM to 5:00 PM, and replies within 1 business day.</p>
      </CtaBand>
    </>
  );
}
