import { MINIMUM_AGE, RETENTION_YEARS_AFTER_COMPLETION } from '@estate/domain';
import { PageIntro } from '@/components/ui/page-intro';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { SITE } from '@/config/site';
import { CONTACT_DETAILS } from '@/features/public-site/contact-details';
import { LegalDocument, type LegalSection } from '@/features/public-site/components/legal-document';

/** When this policy last changed. Update it with every change to the text below. */
const LAST_UPDATED = '2026-11-22';

/** The 13 sections of spec 1 §2.1, under the New Zealand Privacy Act 2020. */
const SECTIONS: readonly LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <p>
        {SITE.name} (“we”, “us”) helps people administer deceased estates and tell organisations about a
        death. This policy explains how we collect, use, store and share personal information, in line with
        the Privacy Act 2020 and its information privacy principles.
      </p>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to provide the service:</p>
        <ul>
          <li>Your account details: name, email address, phone number and role.</li>
          <li>
            Estate information you enter: details of the person who has died, assets, liabilities,
            beneficiaries and documents such as wills and death certificates.
          </li>
          <li>Details you give in notifications, enquiries and demo requests.</li>
          <li>
            Technical information, such as your browser and the times you signed in, to keep accounts secure.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your information',
    body: (
      <ul>
        <li>To provide the platform: estates, tasks, documents, notifications and updates.</li>
        <li>To send the notifications you ask us to send, and confirmations of them.</li>
        <li>To answer your enquiries and arrange demos.</li>
        <li>To keep the service secure, prevent misuse and meet our legal obligations.</li>
      </ul>
    ),
  },
  {
    id: 'legal-basis',
    title: 'Why we may collect it',
    body: (
      <p>
        We collect personal information for lawful purposes connected with the service, directly from you
        where we can. Where you give us information about other people, such as beneficiaries or the person
        who has died, you confirm that you are entitled to share it for administering the estate.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Information is encrypted in transit, documents are private and reachable only by people with access to
        the estate, passwords are stored as one-way hashes, and access is limited by role. If a privacy breach
        is likely to cause serious harm, we will tell the Privacy Commissioner and the people affected as soon
        as practicable.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep estate records for {RETENTION_YEARS_AFTER_COMPLETION} years after the estate is completed, so
        executors and lawyers can answer questions that arise later, and then delete them securely. Account
        details are kept while your account is open. Enquiries are kept for as long as we need them to help
        you.
      </p>
    ),
  },
  {
    id: 'disclosure',
    title: 'Who we share it with',
    body: (
      <p>
        We share information only as the service needs: with the organisations you choose to notify, with the
        people you give access to an estate, and with service providers who host and email for us under
        confidentiality obligations. We never sell personal information. We may disclose information where the
        law requires it.
      </p>
    ),
  },
  {
    id: 'overseas',
    title: 'Overseas transfers',
    body: (
      <p>
        Some of our service providers may store or process information outside New Zealand. When they do, we
        make sure the information is protected in a way that, overall, provides comparable safeguards to those
        in the Privacy Act 2020.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <p>
        You may ask for a copy of the personal information we hold about you and ask us to correct it. We will
        answer within 20 working days. If you are not satisfied with our answer, you may complain to the
        Office of the Privacy Commissioner.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use one essential cookie to keep you signed in. It cannot be read by scripts on the page. We do not
        use advertising or tracking cookies.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        The service is not intended for anyone under {MINIMUM_AGE}. We do not knowingly open accounts for
        people under {MINIMUM_AGE}.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy from time to time. We will show the date of the latest change at the top of
        this page and tell account holders about significant changes by email.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        For privacy questions or requests, email our Privacy Officer at{' '}
        <a className="font-medium text-blue-700 underline" href={`mailto:${CONTACT_DETAILS.email}`}>
          {CONTACT_DETAILS.email}
        </a>
        , call {CONTACT_DETAILS.freephone}, write to us at {CONTACT_DETAILS.addressLines.join(', ')}, or use
        our <TextLink to={paths.public.contactUs.href()}>contact form</TextLink>.
      </p>
    ),
  },
];

export function PrivacyPolicyRoute() {
  return (
    <>
      <PageIntro title="Privacy Policy">
        <p>
          How we collect, use, store and protect personal information, in line with the New Zealand Privacy
          Act 2020, and how you can see or correct the information we hold about you.
        </p>
      </PageIntro>
      <LegalDocument lastUpdated={LAST_UPDATED} sections={SECTIONS} />
    </>
  );
}
