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

/** A person added to an organisation of the NotifyFlow directory (issue 44): sign in to its inbox. */
export function organisationMemberEmail(data: {
  organisation: string;
  role: 'admin' | 'member';
  publicUrl: string;
}): RenderedEmail {
  const subject = `You can now answer ${data.organisation}'s NotifyFlow notifications`;
  const inbox = `${data.publicUrl}/org`;
  const signup = `${data.publicUrl}/signup`;
  const what =
    data.role === 'admin'
      ? 'as one of its administrators: you can answer notifications, and create API keys and webhooks for your systems'
      : 'to read and answer the death notifications families send it';
  return {
    subject,
    text: textOf([
      'Kia ora,',
      '',
      `${PRODUCT_NAME} has added this email address to ${data.organisation} on NotifyFlow, ${what}.`,
      `Sign in with this email address at ${inbox}.`,
      `No account yet? Create one with this email address at ${signup}, confirm the email we send, and the inbox is yours.`,
    ]),
    html: renderHtml(
      <EmailLayout subject={subject} preheader={`Sign in at ${inbox}.`} heading={subject}>
        <P>Kia ora,</P>
        <P>
          {PRODUCT_NAME} has added this email address to {data.organisation} on NotifyFlow, {what}.
        </P>
        <Action href={inbox} label="Open the inbox" />
        <P>
          No account yet? Create one with this email address at <A href={signup}>{signup}</A>, confirm the
          email we send, and the inbox is yours.
        </P>
      </EmailLayout>,
    ),
  };
}
