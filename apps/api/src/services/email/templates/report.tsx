import { EmailLayout, P, PRODUCT_NAME, Small, renderHtml, textOf, type RenderedEmail } from '../layout.js';

/** A scheduled report, attached, to one of its recipients. */
export function reportEmail(d: {
  reportName: string;
  /** "weekly", "monthly", … */
  frequency: string;
  /** What the report covers ("All my estates", "Estate of …"). */
  scope: string;
  ownerName: string;
}): RenderedEmail {
  const subject = `Report: ${d.reportName}`;
  const attached = `The ${d.frequency} report "${d.reportName}" (${d.scope}) is attached, prepared from what ${d.ownerName} may see on the ${PRODUCT_NAME}.`;
  const why = `You receive it because ${d.ownerName} listed you as a recipient. Please ask them to remove you if you no longer need it.`;
  return {
    subject,
    text: textOf(['Kia ora,', '', attached, '', why]),
    html: renderHtml(
      <EmailLayout subject={subject} preheader={attached} heading={subject}>
        <P>Kia ora,</P>
        <P>{attached}</P>
        <Small>{why}</Small>
      </EmailLayout>,
    ),
  };
}
