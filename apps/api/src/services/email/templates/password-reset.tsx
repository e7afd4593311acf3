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

/** A password reset asked for on the sign-in page. */
export function passwordResetEmail(data: { name: string; url: string }): RenderedEmail {
  const subject = 'Reset your password';
  return {
    subject,
    text: textOf([
      `Kia ora ${data.name},`,
      '',
      `Someone asked to reset the password for your ${PRODUCT_NAME} account.`,
      'Set a new password here (the link works once and expires in 1 hour):',
      data.url,
      '',
      'If this was not you, you can ignore this email; your password stays the same.',
    ]),
    html: renderHtml(
      <EmailLayout subject={subject} preheader="The link works once and expires in 1 hour." heading={subject}>
        <P>Kia ora {data.name},</P>
        <P>Someone asked to reset the password for your {PRODUCT_NAME} account.</P>
        <P>Set a new password (the link works once and expires in 1 hour):</P>
        <Action href={data.url} label="Set a new password" />
        <Small>If this was not you, you can ignore this email; your password stays the same.</Small>
      </EmailLayout>,
    ),
  };
}
