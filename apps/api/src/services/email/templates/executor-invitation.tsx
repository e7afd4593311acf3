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

/** To someone named executor by an address with no account yet: create one to take the estate up. */
export function executorInvitationEmail(d: {
  inviterName: string;
  deceasedName: string;
  link: string;
}): RenderedEmail {
  const subject = `You have been named executor of the estate of ${d.deceasedName}`;
  const named = `${d.inviterName} has named you executor of the estate of ${d.deceasedName} on ${PRODUCT_NAME}.`;
  const how =
    'To take it up, create an Executor account with this email address and confirm it through the link we then send you:';
  const then = 'Once you have confirmed your address, the estate appears in your dashboard.';
  const ignore =
    'If you were not expecting this, you can ignore this email: nothing happens unless you create the account.';
  return {
    subject,
    text: textOf(['Kia ora,', '', named, '', how, d.link, '', then, '', ignore]),
    html: renderHtml(
      <EmailLayout subject={subject} preheader={named} heading={subject}>
        <P>Kia ora,</P>
        <P>{named}</P>
        <P>{how}</P>
        <Action href={d.link} label="Create my Executor account" />
        <P>{then}</P>
        <Small>{ignore}</Small>
      </EmailLayout>,
    ),
  };
}
