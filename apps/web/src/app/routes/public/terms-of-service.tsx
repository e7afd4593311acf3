import { DISPUTE_INFORMAL_DAYS, MINIMUM_AGE, TERMS_CHANGE_NOTICE_DAYS } from '@estate/domain';
import { PageIntro } from '@/components/ui/page-intro';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { SITE } from '@/config/site';
import { CONTACT_DETAILS } from '@/features/public-site/contact-details';
import { LegalDocument, type LegalSection } from '@/features/public-site/components/legal-document';

/** When these terms last changed. Update it with every change to the text below. */
const LAST_UPDATED = '2026-11-22';

/** The 14 sections of spec 1 §2.1. */
const SECTIONS: readonly LegalSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <p>
        These terms apply when you use {SITE.name} and NotifyFlow. By creating an account or using the service
        you agree to them. We provide tools to organise an estate; we do not give legal advice.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Applicable law',
    body: (
      <p>
        These terms are governed by the law of New Zealand, and the courts of New Zealand have jurisdiction
        over any dispute about them.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <p>
        You must be {MINIMUM_AGE} or over to open an account. Keep your password to yourself and tell us
        straight away if you think someone else has used your account. You are responsible for what is done
        with it.
      </p>
    ),
  },
  {
    id: 'usage',
    title: 'Using the service',
    body: (
      <ul>
        <li>
          Use the service only for administering estates and notifying organisations you are entitled to
          notify.
        </li>
        <li>
          Do not enter information you have no right to share, or try to reach estates you have not been given
          access to.
        </li>
        <li>Do not interfere with the service, or use it to send unwanted messages.</li>
      </ul>
    ),
  },
  {
    id: 'fees',
    title: 'Fees and payment',
    body: (
      <p>
        Paid plans are billed monthly or annually in New Zealand dollars, after a 14-day free trial. Prices
        are shown on our <TextLink to={paths.public.pricing.href()}>pricing page</TextLink>. Tax invoices
        include GST.
      </p>
    ),
  },
  {
    id: 'ip',
    title: 'Intellectual property',
    body: (
      <p>
        The platform, its design and its content belong to us or our licensors. We give you a right to use
        them while your account is open, for the purposes of these terms.
      </p>
    ),
  },
  {
    id: 'content',
    title: 'Your content',
    body: (
      <p>
        The information and documents you upload remain yours. You give us permission to store and process
        them only to provide the service to you and the people you share them with, as our{' '}
        <TextLink to={paths.public.privacyPolicy.href()}>Privacy Policy</TextLink> explains.
      </p>
    ),
  },
  {
    id: 'consumer-guarantees',
    title: 'Consumer guarantees',
    body: (
      <p>
        If you use the service as a consumer, nothing in these terms limits your rights under the Consumer
        Guarantees Act 1993 or the Fair Trading Act 1986. If you use the service for business purposes, you
        agree that the Consumer Guarantees Act 1993 does not apply, as that Act allows.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        So far as the law allows, we are not liable for indirect or consequential loss, and our total
        liability to you is limited to the fees you paid us in the 12 months before the claim. Decisions about
        an estate remain those of its executor and their advisers.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Ending your account',
    body: (
      <p>
        You may close your account at any time. We may suspend or close an account that breaches these terms,
        after telling you why where we can. Records are then kept or deleted as our Privacy Policy describes.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We will give you at least {TERMS_CHANGE_NOTICE_DAYS} days’ notice by email of any change to these
        terms. If you keep using the service after the change takes effect, the new terms apply.
      </p>
    ),
  },
  {
    id: 'disputes',
    title: 'Disputes and arbitration',
    body: (
      <p>
        If you have a dispute with us, please tell us first. We will both try in good faith to settle it
        informally within {DISPUTE_INFORMAL_DAYS} days. If it is not settled in that time, either of us may
        refer it to arbitration in New Zealand under the Arbitration Act 1996. This does not affect your
        rights to go to the Disputes Tribunal.
      </p>
    ),
  },
  {
    id: 'electronic',
    title: 'Electronic transactions',
    body: (
      <p>
        You agree to receive notices, invoices and these terms electronically, and that electronic records and
        agreements have the same effect as paper ones under the Contract and Commercial Law Act 2017.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms? Email{' '}
        <a className="font-medium text-blue-700 underline" href={`mailto:${CONTACT_DETAILS.email}`}>
          {CONTACT_DETAILS.email}
        </a>
        , call {CONTACT_DETAILS.freephone}, or use our{' '}
        <TextLink to={paths.public.contactUs.href()}>contact form</TextLink>.
      </p>
    ),
  },
];

export function TermsOfServiceRoute() {
  return (
    <>
      <PageIntro title="Terms of Service">
        <p>
          The terms on which we provide the platform, including your account, acceptable use, your rights
          under New Zealand consumer law, and how changes and disputes are handled.
        </p>
      </PageIntro>
      <LegalDocument lastUpdated={LAST_UPDATED} sections={SECTIONS} />
    </>
  );
}
