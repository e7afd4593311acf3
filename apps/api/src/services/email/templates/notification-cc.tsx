import { EmailLayout, P, renderHtml, textOf, type RenderedEmail } from '../layout.js';
import { SummaryBody, summaryLines, type NotificationSummary } from './notification-confirmation.js';

/** To each person the requester asked to be copied in on a NotifyFlow notification. */
export function notificationCcEmail(
  data: { ccName: string; recipientName: string } & NotificationSummary,
): RenderedEmail {
  const subject = `Copy: death notification for ${data.deceasedName} (${data.referenceCode})`;
  return {
    subject,
    text: textOf([
      `Kia ora ${data.ccName},`,
      '',
      `${data.recipientName} asked us to send you a copy.`,
      '',
      ...summaryLines(data),
    ]),
    html: renderHtml(
      <EmailLayout
        subject={subject}
        preheader={`${data.recipientName} asked us to send you a copy.`}
        heading={`A copy of the death notification for ${data.deceasedName}`}
      >
        <P>Kia ora {data.ccName},</P>
        <P>{data.recipientName} asked us to send you a copy.</P>
        <SummaryBody s={data} />
      </EmailLayout>,
    ),
  };
}
