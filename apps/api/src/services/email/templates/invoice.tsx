import { nzDateText } from '@estate/domain';
import { EmailLayout, Facts, P, Quote, renderHtml, textOf, type RenderedEmail } from '../layout.js';

/** The email that carries a PDF tax invoice: who it is from, what is owed and by when, how to pay. */
export function invoiceEmail(d: {
  customerName: string;
  /** An issued invoice's number: the type leaves no way to email a draft, which has none (decision 072). */
  number: string;
  supplier: { name: string; gstNumber: string; paymentDetails: string | null };
  /** The total including GST, formatted ("$105.42"). */
  total: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  dueDate: string;
  /** Set when the invoice is paid. */
  paidDate: string | null;
}): RenderedEmail {
  const { supplier } = d;
  const subject = `Tax invoice ${d.number} from ${supplier.name}`;
  const date = (iso: string) => nzDateText(iso, 'Not recorded');
  const attached = `Please find attached tax invoice ${d.number} from ${supplier.name} (GST number ${supplier.gstNumber}).`;
  const facts: [string, string][] = [
    ['Total including GST', `${d.total} NZD`],
    ['Issued', date(d.issueDate)],
    ['Due', date(d.dueDate)],
  ];
  const paid = d.paidDate ? `This invoice was paid on ${date(d.paidDate)}. Thank you.` : null;
  return {
    subject,
    text: textOf([
      `Kia ora ${d.customerName},`,
      '',
      attached,
      '',
      ...facts.map(([label, value]) => `${label}: ${value}`),
      ...(paid
        ? ['', paid]
        : supplier.paymentDetails
          ? ['', 'Payment details:', supplier.paymentDetails, `Reference: ${d.number}`]
          : []),
      '',
      'Ngā mihi,',
      supplier.name,
    ]),
    html: renderHtml(
      <EmailLayout
        subject={subject}
        preheader={`${d.total} NZD, due ${date(d.dueDate)}.`}
        heading={`Tax invoice ${d.number}`}
      >
        <P>Kia ora {d.customerName},</P>
        <P>{attached}</P>
        <Facts rows={facts} />
        {paid ? (
          <P>{paid}</P>
        ) : (
          supplier.paymentDetails && (
            <>
              <P>Payment details:</P>
              <Quote>{supplier.paymentDetails}</Quote>
              <P>Reference: {d.number}</P>
            </>
          )
        )}
        <P>
          Ngā mihi,
          <br />
          {supplier.name}
        </P>
      </EmailLayout>,
    ),
  };
}
