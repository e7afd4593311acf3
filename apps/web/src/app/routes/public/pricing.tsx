import { FREE_TRIAL_DAYS } from '@estate/domain';
import { PageIntro } from '@/components/ui/page-intro';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { FaqAccordion } from '@/features/public-site/components/faq-accordion';
import { PricingPlans } from '@/features/public-site/components/pricing-plans';
import { Section } from '@/features/public-site/components/section';

const BILLING_FAQ = [
  {
    title: 'Billing questions',
    items: [
      {
        question: 'How does the free trial work?',
        answer: `Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial, and no card is required. You choose a plan when the trial ends.`,
      },
      {
        question: 'How can I pay?',
        answer: 'We accept all major credit and debit cards. Annual plans can also be paid by bank transfer.',
      },
      {
        question: 'How much do I save by paying annually?',
        answer:
          'About 17%: the Executor plan is $490 a year instead of $588, and Professional is $1,490 instead of $1,788.',
      },
      {
        question: 'Are prices in New Zealand dollars?',
        answer: 'Yes. All prices are in New Zealand dollars (NZD).',
      },
    ],
  },
] as const;

export function PricingRoute() {
  return (
    <>
      <PageIntro title="Pricing">
        <p>
          Simple plans for a single estate or a whole practice, in New Zealand dollars. Every plan starts with
          a {FREE_TRIAL_DAYS}-day free trial, and no card is required.
        </p>
      </PageIntro>
      <Section id="plans" tone="muted" title="Choose your plan">
        <PricingPlans />
        <p className="mt-8 text-center text-sm text-slate-700">
          Payment by all major cards, or by bank transfer for annual plans. Need something different?{' '}
          <TextLink to={paths.public.contactUs.href()}>Talk to us</TextLink>.
        </p>
      </Section>
      <Section id="billing-faq" width="narrow" title="Questions about billing">
        <FaqAccordion groups={BILLING_FAQ} />
      </Section>
    </>
  );
}
