import { Action, EmailLayout, P, PRODUCT_NAME, renderHtml, textOf, type RenderedEmail } from '../layout.js';

/** A new account's address, confirmed through the link (sign-up, or signing in before confirming). */
export function verifyEmailEmail(data: { name: string; url: string }): RenderedEmail {
  const subject = 'Confirm your email address';
  return {
    subject,
    text: textOf([
      `Kia ora ${data.name},`,
      '',
      `Please confirm your email address for ${PRODUCT_NAME}:`,
      data.url,
    ]),
    html: renderHtml(
      <EmailLayout
        subject={subject}
        preheader="One click confirms your address and signs you in."
        heading={subject}
      >
        <P>Kia ora {data.name},</P>
        <P>Please confirm your email address for {PRODUCT_NAME}.</P>
        <Action href={data.url} label="Confirm my email address" />
      </EmailLayout>,
    ),
  };
}
