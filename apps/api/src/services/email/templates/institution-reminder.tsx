import { nzDateText } from '@estate/domain';
import {
  Action,
  EmailLayout,
  Facts,
  Files,
  P,
  Small,
  renderHtml,
  textOf,
  type RenderedEmail,
} from '../layout.js';

/** The one automatic reminder to an organisation that has not acknowledged a notification. */
export function institutionReminderEmail(d: {
  institutionName: string;
  deceasedName: string;
  /** YYYY-MM-DD. */
  dateOfDeath: string;
  /** When the notification was emailed (null: shown as "earlier"). */
  sentAt: Date | null;
  referenceCode: string;
  accountReference: string | null;
  documents: readonly { name: string; url: string }[];
  respondUrl: string;
}): RenderedEmail {
  const subject = `Reminder: notification of death: ${d.deceasedName} (ref ${d.referenceCode})`;
  const sentOn = nzDateText(d.sentAt, 'earlier');
  const opening = `On ${sentOn} we let you know, on behalf of the family, of the death of ${d.deceasedName} (date of death ${nzDateText(d.dateOfDeath)}). We have not yet had your acknowledgement.`;
  const accountReference = d.accountReference ?? 'not given';
  return {
    subject,
    text: textOf([
      `To the deceased estates team at ${d.institutionName},`,
      '',
      opening,
      `Account or customer reference: ${accountReference}`,
      '',
      d.documents.length
        ? 'Documents (secure links, valid with this notice):'
        : 'No documents were attached.',
      ...d.documents.map((doc) => `- ${doc.name}: ${doc.url}`),
      '',
      `Please acknowledge it, or tell the family what you need (no account needed): ${d.respondUrl}`,
      `Reference: ${d.referenceCode}`,
      '',
      'This is the only reminder we send automatically.',
    ]),
    html: renderHtml(
      <EmailLayout
        subject={subject}
        preheader={`We have not yet had your acknowledgement of the death of ${d.deceasedName}.`}
        heading={`Reminder: notification of death: ${d.deceasedName}`}
      >
        <P>To the deceased estates team at {d.institutionName},</P>
        <P>{opening}</P>
        <Facts rows={[['Account or customer reference', accountReference]]} />
        {d.documents.length ? (
          <>
            <P>Documents (secure links, valid with this notice):</P>
            <Files files={d.documents} />
          </>
        ) : (
          <P>No documents were attached.</P>
        )}
        <P>Please acknowledge it, or tell the family what you need (no account needed):</P>
        <Action href={d.respondUrl} label="Acknowledge or respond" />
        <P>Reference: {d.referenceCode}</P>
        <Small>This is the only reminder we send automatically.</Small>
      </EmailLayout>,
    ),
  };
}
