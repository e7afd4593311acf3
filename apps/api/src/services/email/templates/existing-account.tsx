import {
  A,
  Action,
  EmailLayout,
  P,
  PRODUCT_NAME,
  Small,
  renderHtml,
  textOf,
  type RenderedEmail,
} from '../layout.js';

/** To the owner of an address someone tried to sign up with again: nothing is revealed to them. */
export function existingAccountEmail(data: { name: string; publicUrl: string }): RenderedEmail {
  const subject = 'Someone tried to create an account with your email address';
  const login = `${data.publicUrl}/login`;
  const forgot = `${data.publicUrl}/forgot-password`;
  return {
    subject,
    text: textOf([
      `Kia ora ${data.name},`,
      '',
      `Someone tried to create a new ${PRODUCT_NAME} account with this email address, which already has one.`,
      '',
      `If it was you, sign in here: ${login}`,
      `Forgotten your password? Set a new one here: ${forgot}`,
      '',
      'If it was not you, you can ignore this email: your account has not changed.',
    ]),
    html: renderHtml(
      <EmailLayout
        subject={subject}
        preheader="Your account has not changed."
        heading="Someone tried to sign up with your address"
      >
        <P>Kia ora {data.name},</P>
        <P>
          Someone tried to create a new {PRODUCT_NAME} account with this email address, which already has one.
        </P>
        <P>If it was you, sign in here:</P>
        <Action href={login} label="Sign in" />
        <P>
          Forgotten your password? <A href={forgot}>Set a new one here</A> ({forgot}).
        </P>
        <Small>If it was not you, you can ignore this email: your account has not changed.</Small>
      </EmailLayout>,
    ),
  };
}
