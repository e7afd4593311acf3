import { nzDateText } from '@estate/domain';
import { EmailLayout, Facts, P, Quote, renderHtml, textOf, type RenderedEmail } from '../layout.js';
import {
  InstitutionClosingHtml,
  institutionClosingText,
  type InstitutionClosing,
} from './institution-parts.js';

export interface InstitutionNotificationData {
  institutionName: string;
  deceasedName: string;
  /** YYYY-MM-DD. */
  dateOfDeath: string;
  referenceCode: string;
  accountReference: string | null;
  /** What the family asks, as the reasons' labels joined. */
  reasons: string;
  /** The probate status's label. */
  probate: string;
  irdRefund: boolean;
  lifeInsurance: boolean;
  /** "Aroha Ngata (daughter), by email: aroha@example.nz". */
  contact: string;
  additionalInformation: string | null;
  documents: readonly { name: string; url: string }[];
  respondUrl: string;
}

/** To an organisation's deceased estates team: the notice of death NotifyFlow sends for the family. */
export function institutionNotificationEmail(d: InstitutionNotificationData): RenderedEmail {
  const subject = `Notification of death: ${d.deceasedName} (ref ${d.referenceCode})`;
  const facts: [string, string][] = [
    ['Name of the deceased', d.deceasedName],
    ['Date of death', nzDateText(d.dateOfDeath)],
    ['Account or customer reference', d.accountReference ?? 'not given'],
    ['What the family asks', d.reasons],
    ['Probate', d.probate],
  ];
  const extras = [
    ...(d.irdRefund ? ['An IRD refund is expected.'] : []),
    ...(d.lifeInsurance ? ['There may be a life insurance claim.'] : []),
  ];
  const contact = `Contact for this estate: ${d.contact}`;
  const closing: InstitutionClosing = {
    ...d,
    documentsIntro: 'Documents (secure links, valid with this notice):',
    noDocuments: 'No documents were attached.',
  };
  return {
    subject,
    text: textOf([
      `To the deceased estates team at ${d.institutionName},`,
      '',
      'We write on behalf of the family to let you know of the death of a customer.',
      '',
      ...facts.map(([label, value]) => `${label}: ${value}`),
      ...extras,
      contact,
      ...(d.additionalInformation ? ['', `Additional information: ${d.additionalInformation}`] : []),
      '',
      ...institutionClosingText(closing),
    ]),
    html: renderHtml(
      <EmailLayout
        subject={subject}
        preheader={`On behalf of the family of ${d.deceasedName}: please let them know how this is progressing.`}
        heading={`Notification of death: ${d.deceasedName}`}
      >
        <P>To the deceased estates team at {d.institutionName},</P>
        <P>We write on behalf of the family to let you know of the death of a customer.</P>
        <Facts rows={facts} />
        {extras.map((line) => (
          <P key={line}>{line}</P>
        ))}
        <P>{contact}</P>
        {d.additionalInformation && (
          <>
            <P>Additional information:</P>
            <Quote>{d.additionalInformation}</Quote>
          </>
        )}
        <InstitutionClosingHtml {...closing} />
      </EmailLayout>,
    ),
  };
}
