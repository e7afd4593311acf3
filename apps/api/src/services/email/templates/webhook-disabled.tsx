import { Action, EmailLayout, Facts, P, renderHtml, textOf, type RenderedEmail } from '../layout.js';

/** To an organisation's admins: one of its webhook endpoints failed for a day and was turned off. */
export function webhookDisabledEmail(d: {
  institutionName: string;
  /** The endpoint's host and path, without its scheme (no link to a site that is not ours). */
  endpoint: string;
  /** When the endpoint first failed in this run of failures, as people read it. */
  failingSince: string;
  lastError: string;
  manageUrl: string;
}): RenderedEmail {
  const subject = 'A webhook endpoint was turned off after failing for a day';
  const intro = `Every attempt to deliver ${d.institutionName}'s NotifyFlow events to this endpoint has failed since ${d.failingSince}, so we turned it off. Messages still waiting for it were stopped.`;
  const after =
    'Once the endpoint answers again, turn it back on under Webhooks and resend any messages you missed from its delivery log.';
  return {
    subject,
    text: textOf([
      intro,
      '',
      `Endpoint: ${d.endpoint}`,
      `Failing since: ${d.failingSince}`,
      `Last error: ${d.lastError}`,
      '',
      after,
      '',
      d.manageUrl,
    ]),
    html: renderHtml(
      <EmailLayout subject={subject} preheader={intro} heading="Webhook endpoint turned off">
        <P>{intro}</P>
        <Facts
          rows={[
            ['Endpoint', d.endpoint],
            ['Failing since', d.failingSince],
            ['Last error', d.lastError],
          ]}
        />
        <P>{after}</P>
        <Action href={d.manageUrl} label="Manage webhooks" />
      </EmailLayout>,
    ),
  };
}
