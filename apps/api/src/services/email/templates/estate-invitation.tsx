import { nzDateText } from '@estate/domain';
import {
  Action,
  EmailLayout,
  P,
  PRODUCT_NAME,
  Quote,
  Small,
  renderHtml,
  textOf,
  type RenderedEmail,
} from '../layout.js';

/** A link invitation to an estate (decision 028): accept, creating an account or signing in. */
export function estateInvitationEmail(d: {
  /** The invitee's name, when the inviter gave one. */
  name: string | null;
  inviterName: string;
  deceasedName: string;
  /** The role's words ("a beneficiary"). */
  role: string;
  message: string | null;
  link: string;
  expiresAt: Date;
}): RenderedEmail {
  const subject = `${d.inviterName} invited you to the estate of ${d.deceasedName}`;
  const greeting = d.name ? `Kia ora ${d.name},` : 'Kia ora,';
  const invited = `${d.inviterName} has invited you to join the estate of ${d.deceasedName} on ${PRODUCT_NAME} as ${d.role}.`;
  const how =
    'Open this link to accept. You can create an account with this email address there, or sign in if you have one:';
  const expiry = `The link works once and expires on ${nzDateText(d.expiresAt)}. If it has expired, ask ${d.inviterName} to send a new one.`;
  const ignore =
    'If you were not expecting this, you can ignore this email: nothing happens unless you accept.';
  return {
    subject,
    text: textOf([
      greeting,
      '',
      invited,
      ...(d.message ? ['', `Their message: “${d.message}”`] : []),
      '',
      how,
      d.link,
      '',
      expiry,
      '',
      ignore,
    ]),
    html: renderHtml(
      <EmailLayout subject={subject} preheader={invited} heading={subject}>
        <P>{greeting}</P>
        <P>{invited}</P>
        {d.message && (
          <>
            <P>Their message:</P>
            <Quote>{d.message}</Quote>
          </>
        )}
        <P>{how}</P>
        <Action href={d.link} label="Accept the invitation" />
        <P>{expiry}</P>
        <Small>{ignore}</Small>
      </EmailLayout>,
    ),
  };
}
