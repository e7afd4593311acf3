import { publicResponseTimesSchema, type PublicResponseTimes } from '@estate/domain';
import { useQuery } from '@tanstack/react-query';
import { PageIntro } from '@/components/ui/page-intro';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { Section } from '@/features/public-site/components/section';
import { api } from '@/lib/api-client';

/*
 * The public response times (issue 44). Opened directly, this is the build's prerendered page, and
 * the server fills its table and date with the day's figures (apps/api/src/services/notifyflow/
 * public-response-times.ts, `fillResponseTimesPage`): readable with no script. Reached inside the
 * app, it asks for the same figures. The cells' classes are the server's too, so the page's own
 * stylesheet holds them.
 */
const CELL = 'border-b border-slate-200 px-3 py-2 text-left';
const NUMBER = 'border-b border-slate-200 px-3 py-2 text-right tabular-nums';

const days = (n: number) => n.toLocaleString('en-NZ', { maximumFractionDigits: 1 });

function Rows({ figures }: { figures: PublicResponseTimes | undefined }) {
  if (!figures) {
    return (
      <tr>
        <td colSpan={5} className={CELL}>
          The figures are being worked out.
        </td>
      </tr>
    );
  }
  if (!figures.organisations.length) {
    return (
      <tr>
        <td colSpan={5} className={CELL}>
          No organisation has answered {figures.minimumAnswers} notifications in the last 12 months yet.
        </td>
      </tr>
    );
  }
  return (
    <>
      {figures.organisations.map((o) => (
        <tr key={o.organisation}>
          <th scope="row" className={CELL}>
            {o.organisation}
          </th>
          <td className={NUMBER}>{days(o.medianBusinessDays)}</td>
          <td className={NUMBER}>{days(o.p90BusinessDays)}</td>
          <td className={NUMBER}>
            {o.withinPromisePercent}% within {o.promisedBusinessDays}
          </td>
          <td className={NUMBER}>{o.answers}</td>
        </tr>
      ))}
    </>
  );
}

export function ResponseTimesRoute() {
  // Inside the app only: the prerender draws the table's frame, and the server fills it in.
  const figures = useQuery({
    queryKey: ['public', 'response-times'],
    queryFn: ({ signal }) => api.get('/api/notifyflow/response-times', publicResponseTimesSchema, signal),
    enabled: typeof window !== 'undefined',
  });
  const updated = figures.data?.computedAt
    ? `Worked out on ${new Intl.DateTimeFormat('en-NZ', { dateStyle: 'long', timeZone: 'Pacific/Auckland' }).format(new Date(figures.data.computedAt))}, from the last 12 months.`
    : '';
  return (
    <>
      <PageIntro
        title="How fast organisations answer"
        eyebrow="NotifyFlow"
        documentTitle="NotifyFlow response times"
      >
        <p>
          When a family tells an organisation about a death through NotifyFlow, we record when the notice went
          out and when the organisation first answered. Here is how long each takes, in New Zealand business
          days, so families know what to expect and organisations can see how they compare.
        </p>
      </PageIntro>
      <Section id="response-times" title="Business days to a first answer">
        {/* Scrolls sideways on a phone: a region a keyboard can reach and scroll. */}
        <div
          role="region"
          aria-label="Response times by organisation"
          tabIndex={0}
          className="overflow-x-auto focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none"
        >
          <table className="w-full min-w-[36rem] border-collapse text-sm text-slate-900">
            <caption className="sr-only">
              Business days from a notice going out to the organisation’s first answer, in the last 12 months
            </caption>
            <thead>
              <tr>
                <th scope="col" className={CELL}>
                  Organisation
                </th>
                <th scope="col" className={NUMBER}>
                  Median
                </th>
                <th scope="col" className={NUMBER}>
                  9 in 10 within
                </th>
                <th scope="col" className={NUMBER}>
                  Answered in the time it promises (business days)
                </th>
                <th scope="col" className={NUMBER}>
                  Answers
                </th>
              </tr>
            </thead>
            <tbody id="response-times-rows">
              <Rows figures={figures.data} />
            </tbody>
          </table>
        </div>
        <p id="response-times-updated" className="mt-3 text-sm text-slate-700">
          {updated}
        </p>
      </Section>
      <Section id="how-counted" tone="muted" title="How we count">
        <ul className="list-disc space-y-2 pl-5 text-slate-700">
          <li>
            A business day is a weekday that is not a New Zealand public holiday; the days are counted from
            the day the notice went out (the email was accepted, or the letter posted) to the day of the first
            answer of any kind: an acknowledgement, an answer, or a request for more information.
          </li>
          <li>
            An organisation is shown once it has answered at least 5 notifications in the last 12 months; the
            figures are worked out again every night.
          </li>
          <li>
            “Answered in the time it promises” counts the notices answered within the reply time the
            organisation gives our directory, out of those answered or past that time.
          </li>
        </ul>
        <p className="mt-4 text-slate-700">
          Tell organisations about a death with{' '}
          <TextLink to={paths.notify.form.href()}>one NotifyFlow form</TextLink>.
        </p>
      </Section>
    </>
  );
}
