import { ButtonLink } from '@/components/ui/button';
import { PageIntro } from '@/components/ui/page-intro';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { CtaBand } from '@/features/public-site/components/cta-band';
import { FaqAccordion, type FaqGroup } from '@/features/public-site/components/faq-accordion';

/** The three groups of spec 1 §2.1: general, executors, technical. */
const GROUPS: readonly FaqGroup[] = [
  {
    title: 'General',
    items: [
      {
        question: 'What is NZ Estate Platform?',
        answer:
          'An online service that helps executors and lawyers administer estates in New Zealand: tasks, documents, assets, compliance deadlines and beneficiary updates, all in one place.',
      },
      {
        question: 'Who is it for?',
        answer:
          'Executors, lawyers, legal assistants and trustees who look after estates, and beneficiaries who want to follow an estate’s progress.',
      },
      {
        question: 'How much does it cost?',
        answer: (
          <>
            The Executor plan is $49 a month and Professional is $149 a month; Enterprise is priced for your
            firm. Every plan has a 14-day free trial with no card required.{' '}
            <TextLink to={paths.public.pricing.href()}>See pricing</TextLink>.
          </>
        ),
      },
      {
        question: 'Do you give legal advice?',
        answer:
          'No. We provide the tools to organise and track an estate. For legal advice, please talk to a lawyer; many of our users work alongside theirs on the platform.',
      },
    ],
  },
  {
    title: 'For executors',
    items: [
      {
        question: 'I’ve just been named as an executor. Where do I start?',
        answer:
          'Create the estate and follow the first tasks on your checklist: finding the will, ordering death certificates, and telling organisations about the death. There is no need to do everything at once.',
      },
      {
        question: 'Do I need probate?',
        answer:
          'Often, but not always. Organisations may release smaller amounts without probate, while land in the person’s sole name always needs it. Your lawyer can tell you what this estate needs, and the platform tracks the steps either way.',
      },
      {
        question: 'How do I tell banks and other organisations about the death?',
        answer: (
          <>
            With <TextLink to={paths.public.notifyFlow.href()}>NotifyFlow</TextLink> you enter the details
            once, choose the organisations, and track each one’s response with a reference code.
          </>
        ),
      },
      {
        question: 'Can my lawyer work on the estate with me?',
        answer:
          'Yes. Invite your lawyer, a co-executor or a legal assistant, and you all work from the same record, each with the access their role needs.',
      },
    ],
  },
  {
    title: 'Technical',
    items: [
      {
        question: 'Is my information secure?',
        answer:
          'Yes. Connections are encrypted, documents are private to the estate and only reachable by people with access, and we handle personal information under the New Zealand Privacy Act 2020.',
      },
      {
        question: 'Which devices can I use?',
        answer: 'Any up-to-date web browser on a phone, tablet or computer. There is nothing to install.',
      },
      {
        question: 'Can I export my information?',
        answer:
          'Yes. You can download the estate’s documents and export its records, so you always keep a copy for your files.',
      },
      {
        question: 'What happens to the records when an estate is finished?',
        answer:
          'We keep estate records for 7 years after the estate is completed, as our Privacy Policy explains, and then delete them securely.',
      },
    ],
  },
];

export function FaqRoute() {
  return (
    <>
      <PageIntro title="Frequently Asked Questions" documentTitle="FAQ">
        <p>
          Answers to common questions about the platform, about acting as an executor, and about security and
          technical matters. Can’t find what you need?{' '}
          <TextLink to={paths.public.contactUs.href()}>Contact us</TextLink>.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
        <FaqAccordion groups={GROUPS} />
      </div>
      <CtaBand
        title="Still have questions?"
        actions={
          <ButtonLink to={paths.public.contactUs.href()} size="lg" variant="secondary">
            Contact Us
          </ButtonLink>
        }
      >
        <p>We reply to every message within 1 business day.</p>
      </CtaBand>
    </>
  );
}
