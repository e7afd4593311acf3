import { Action, EmailLayout, P, Small, renderHtml, textOf, type RenderedEmail } from '../layout.js';

/**
 * To a member of a message thread who has not read messages from others within 15 minutes. It names
 * who wrote and the estate; never the message or the thread's subject (decision 027).
 */
export function unreadMessagesEmail(d: {
  senders: readonly string[];
  count: number;
  estateName: string;
  link: string;
}): RenderedEmail {
  const subject = `New messages about the estate of ${d.estateName}`;
  const what = d.count === 1 ? 'a message' : `${d.count} messages`;
  const said = `${d.senders.join(', ')} sent you ${what} about the estate of ${d.estateName} that you have not read yet.`;
  const off = 'You can turn these emails off under Settings › Notifications.';
  return {
    subject,
    text: textOf([said, '', `Read and reply: ${d.link}`, '', off]),
    html: renderHtml(
      <EmailLayout subject={subject} preheader={said} heading={subject}>
        <P>{said}</P>
        <Action href={d.link} label="Read and reply" />
        <Small>{off}</Small>
      </EmailLayout>,
    ),
  };
}
