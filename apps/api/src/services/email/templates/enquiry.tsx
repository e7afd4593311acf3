import { A, EmailLayout, Facts, P, Quote, renderHtml, textOf, type RenderedEmail } from '../layout.js';

/** To the team: an enquiry from the public site's contact form. */
export function enquiryEmail(d: {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
}): RenderedEmail {
  const subject = `New enquiry: ${d.subject}`;
  const intro = 'A new enquiry came in through the contact form. Please reply within 1 business day.';
  const phone = d.phone ?? '—';
  return {
    subject,
    text: textOf([
      intro,
      '',
      `Name: ${d.name}`,
      `Email: ${d.email}`,
      `Phone: ${phone}`,
      `Subject: ${d.subject}`,
      '',
      d.message,
    ]),
    html: renderHtml(
      <EmailLayout subject={subject} preheader={`${d.name}: ${d.subject}`} heading="New enquiry">
        <P>{intro}</P>
        <Facts
          rows={[
            ['Name', d.name],
            ['Email', <A href={`mailto:${d.email}`}>{d.email}</A>],
            ['Phone', phone],
            ['Subject', d.subject],
          ]}
        />
        <Quote>{d.message}</Quote>
      </EmailLayout>,
    ),
  };
}
