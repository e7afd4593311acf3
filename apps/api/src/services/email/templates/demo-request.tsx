import { A, EmailLayout, Facts, P, Quote, renderHtml, textOf, type RenderedEmail } from '../layout.js';

/** To the team: a demo asked for on the public site. */
export function demoRequestEmail(d: {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  role: string | null;
  message: string | null;
}): RenderedEmail {
  const subject = `Demo request: ${d.name}${d.company ? ` (${d.company})` : ''}`;
  const intro =
    'Someone asked for a demo. Please contact them within 1 business day to arrange a 30 to 45 minute session.';
  const rows: [string, string][] = [
    ['Phone', d.phone ?? '—'],
    ['Company', d.company ?? '—'],
    ['Role', d.role ?? '—'],
  ];
  return {
    subject,
    text: textOf([
      intro,
      '',
      `Name: ${d.name}`,
      `Email: ${d.email}`,
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      d.message ?? '(no message)',
    ]),
    html: renderHtml(
      <EmailLayout subject={subject} preheader={intro} heading="Demo request">
        <P>{intro}</P>
        <Facts rows={[['Name', d.name], ['Email', <A href={`mailto:${d.email}`}>{d.email}</A>], ...rows]} />
        {d.message ? <Quote>{d.message}</Quote> : <P>(no message)</P>}
      </EmailLayout>,
    ),
  };
}
