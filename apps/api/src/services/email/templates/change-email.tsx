import {
  Action,
  EmailLayout,
  P,
  PRODUCT_NAME,
  Small,
  renderHtml,
  textOf,
  type RenderedEmail,
} from '../layout.js';

/** To the NEW address of an email change (Settings): the change is made only when this link is opened. */
export function changeEmailEmail(data: { name: string; url: string }): RenderedEmail {
  const subject = 'Confirm your new email address';
  return {
    subject,
    text: textOf([
      `Kia ora ${data.name},`,
      '',
      `You asked to change the email address of your ${PRODUCT_NAME} account to this one.`,
      'Open this link to confirm the change (it expires in 1 hour):',
      data.url,
      '',
      'Until then you keep signing in with your current address. If this was not you, ignore this email.',
    ]),
    html: renderHtml(
      <EmailLayout subject={subject} preheader="Confirm the change within 1 hour." heading={subject}>
        <P>Kia ora {data.name},</P>
        <P>You asked to change the email address of your {PRODUCT_NAME} account to this one.</P>
        <P>Confirm the change (the link expires in 1 hour):</P>
        <Action href={data.url} label="Confirm my new address" />
        <Small>
          Until then you keep signing in with your current address. If this was not you, ignore this email.
        </Small>
      </EmailLayout>,
    ),
  };
}
