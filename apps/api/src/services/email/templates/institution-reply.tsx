import { EmailLayout, P, Quote, renderHtml, textOf, type RenderedEmail } from '../layout.js';
import {
  InstitutionClosingHtml,
  institutionClosingText,
  type InstitutionClosing,
} from './institution-parts.js';

/** To an organisation that asked the family for more: the family's reply, and any documents with it. */
export function institutionReplyEmail(d: {
  institutionName: string;
  deceasedName: string;
  referenceCode: string;
  /** Who replied for the family (the notification's recipient). */
  familyName: string;
  message: string;
  documents: readonly { name: string; url: string }[];
  respondUrl: string;
}): RenderedEmail {
  const subject = `Reply from the family: ${d.deceasedName} (ref ${d.referenceCode})`;
  const closing: InstitutionClosing = {
    ...d,
    documentsIntro: 'Documents sent with the reply (secure links, valid with this notice):',
    noDocuments: 'No documents were sent with the reply.',
  };
  return {
    subject,
    text: textOf([
      `To the deceased estates team at ${d.institutionName},`,
      '',
      `You asked the family of ${d.deceasedName} for more information. ${d.familyName} replied:`,
      '',
      d.message,
      '',
      ...institutionClosingText(closing),
    ]),
    html: renderHtml(
      <EmailLayout
        subject={subject}
        preheader={`${d.familyName} replied to your request for more information.`}
        heading={`Reply from the family of ${d.deceasedName}`}
      >
        <P>To the deceased estates team at {d.institutionName},</P>
        <P>
          You asked the family of {d.deceasedName} for more information. {d.familyName} replied:
        </P>
        <Quote>{d.message}</Quote>
        <InstitutionClosingHtml {...closing} />
      </EmailLayout>,
    ),
  };
}
