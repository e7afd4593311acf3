import {
  A,
  Action,
  EmailLayout,
  P,
  PRODUCT_NAME,
  renderHtml,
  textOf,
  type RenderedEmail,
} from '../layout.js';

/** An account an administrator made (Back office › Users): choose a password, then sign in. */
export function accountInvitationEmail(data: {
  name: string;
  url: string;
  publicUrl: string;
}): RenderedEmail {
  const subject = `You have been invited to ${PRODUCT_NAME}`;
  const login = `${data.publicUrl}/login`;
  return {
    subject,
    text: textOf([
      `Kia ora ${data.name},`,
      '',
      `An administrator has created an ${PRODUCT_NAME} account for you.`,
      'Choose your password here (the link works once and expires in 7 days):',
      data.url,
      '',
      `Then sign in at ${login} with this email address.`,
    ]),
    html: renderHtml(
      <EmailLayout subject={subject} preheader="Choose your password within 7 days." heading={subject}>
        <P>Kia ora {data.name},</P>
        <P>An administrator has created an {PRODUCT_NAME} account for you.</P>
        <P>Choose your password (the link works once and expires in 7 days):</P>
        <Action href={data.url} label="Choose my password" />
        <P>
          Then sign in at <A href={login}>{login}</A> with this email address.
        </P>
      </EmailLayout>,
    ),
  };
}
