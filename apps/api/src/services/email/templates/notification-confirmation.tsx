import { Action, EmailLayout, Facts, P, Small, renderHtml, textOf, type RenderedEmail } from '../layout.js';

/** What the requester (and each person copied in) is told about a NotifyFlow notification. */
export interface NotificationSummary {
  deceasedName: string;
  referenceCode: string;
  /** The organisations being notified, by name. */
  organisations: readonly string[];
  /** The reasons, as their labels, joined ("Close accounts, Transfer ownership"). */
  reasons: string;
  statusUrl: string;
}

/** The words both emails share, as plain-text lines. */
export function summaryLines(s: NotificationSummary): string[] {
  return [
    `We have received your notification of the death of ${s.deceasedName}. Please keep this reference code: ${s.referenceCode}`,
    '',
    `Organisations being notified: ${s.organisations.join(', ')}.`,
    `Reasons: ${s.reasons}.`,
    '',
    `You can check each organisation's progress at any time: ${s.statusUrl}`,
    '',
    'We are sorry for your loss. If you need help, reply to this email or call us.',
  ];
}

/** The same words in HTML, with the status page as the button. */
export function SummaryBody(props: { s: NotificationSummary }) {
  const { s } = props;
  return (
    <>
      <P>
        We have received your notification of the death of {s.deceasedName}. Please keep this reference code:{' '}
        <strong>{s.referenceCode}</strong>
      </P>
      <Facts
        rows={[
          ['Organisations being notified', `${s.organisations.join(', ')}.`],
          ['Reasons', `${s.reasons}.`],
        ]}
      />
      <P>You can check each organisation&apos;s progress at any time:</P>
      <Action href={s.statusUrl} label="See each organisation's progress" />
      <Small>We are sorry for your loss. If you need help, reply to this email or call us.</Small>
    </>
  );
}

/** To the person who sent a NotifyFlow notification. */
export function notificationConfirmationEmail(
  data: { recipientName: string } & NotificationSummary,
): RenderedEmail {
  const subject = `Your notification ${data.referenceCode} has been received`;
  return {
    subject,
    text: textOf([`Kia ora ${data.recipientName},`, '', ...summaryLines(data)]),
    html: renderHtml(
      <EmailLayout
        subject={subject}
        preheader={`Reference code ${data.referenceCode}: keep it to follow each organisation's progress.`}
        heading="We have received your notification"
      >
        <P>Kia ora {data.recipientName},</P>
        <SummaryBody s={data} />
      </EmailLayout>,
    ),
  };
}
