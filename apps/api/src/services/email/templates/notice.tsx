import { Action, EmailLayout, P, PRODUCT_NAME, renderHtml, textOf, type RenderedEmail } from '../layout.js';

/**
 * The email of an app notice (an estate or task given to someone, a deadline, a statutory date, an
 * accepted invitation): a greeting, the notice's sentences, and the place in the app to open.
 */
export function noticeEmail(d: { subject: string; lines: readonly string[]; link: string }): RenderedEmail {
  return {
    subject: d.subject,
    text: textOf(['Kia ora,', '', ...d.lines, '', `Open it in ${PRODUCT_NAME}: ${d.link}`]),
    html: renderHtml(
      <EmailLayout subject={d.subject} preheader={d.lines[0] ?? d.subject} heading={d.subject}>
        <P>Kia ora,</P>
        {d.lines.map((line, i) => (
          <P key={i}>{line}</P>
        ))}
        <Action href={d.link} label={`Open it in ${PRODUCT_NAME}`} />
      </EmailLayout>,
    ),
  };
}
