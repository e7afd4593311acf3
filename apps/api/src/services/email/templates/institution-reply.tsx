import { Action, EmailLayout, Files, P, Quote, renderHtml, textOf, type RenderedEmail } from '../layout.js';

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
  return {
    subject,
    text: textOf([
      `To the deceased estates team at ${d.institutionName},`,
      '',
      `You asked the family of ${d.deceasedName} for more information. ${d.familyName} replied:`,
      '',
      d.message,
      '',
      d.documents.length
        ? 'Documents sent with the reply (secure links, valid with this notice):'
        : 'No documents were sent with the reply.',
      ...d.documents.map((doc) => `- ${doc.name}: ${doc.url}`),
      '',
      `Please let the family know how this is progressing (no account needed): ${d.respondUrl}`,
      `Reference: ${d.referenceCode}`,
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
        {d.documents.length ? (
          <>
            <P>Documents sent with the reply (secure links, valid with this notice):</P>
            <Files files={d.documents} />
          </>
        ) : (
          <P>No documents were sent with the reply.</P>
        )}
        <P>Please let the family know how this is progressing (no account needed):</P>
        <Action href={d.respondUrl} label="Respond to the family" />
        <P>Reference: {d.referenceCode}</P>
      </EmailLayout>,
    ),
  };
}
