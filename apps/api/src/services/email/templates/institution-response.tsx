import { Action, EmailLayout, P, Quote, renderHtml, textOf, type RenderedEmail } from '../layout.js';

/** To the requester: an organisation answered a NotifyFlow notification through its response link. */
export function institutionResponseEmail(d: {
  /** The organisation, as named to the family. */
  organisation: string;
  /** "acknowledged the notification", "needs more information", … */
  what: string;
  deceasedName: string;
  referenceCode: string;
  message: string | null;
  /** The organisation needs something from the family. */
  needsInfo: boolean;
  statusUrl: string;
}): RenderedEmail {
  const subject = `${d.organisation} ${d.what} (${d.referenceCode})`;
  const said = `${d.organisation} ${d.what} about ${d.deceasedName}.`;
  const next = d.needsInfo
    ? 'Reply to them, with any documents they ask for, on the status page (sign in first):'
    : "See every organisation's progress:";
  return {
    subject,
    text: textOf([
      'Kia ora,',
      '',
      said,
      ...(d.message ? ['', `Their message: ${d.message}`] : []),
      '',
      `${next} ${d.statusUrl}`,
    ]),
    html: renderHtml(
      <EmailLayout subject={subject} preheader={said} heading={`${d.organisation} ${d.what}`}>
        <P>Kia ora,</P>
        <P>{said}</P>
        {d.message && (
          <>
            <P>Their message:</P>
            <Quote>{d.message}</Quote>
          </>
        )}
        <P>{next}</P>
        <Action href={d.statusUrl} label={d.needsInfo ? 'Reply on the status page' : 'See the progress'} />
      </EmailLayout>,
    ),
  };
}
