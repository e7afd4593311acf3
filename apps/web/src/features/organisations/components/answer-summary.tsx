import { PRODUCT_TYPES, type OrgAnswer } from '@estate/domain';
import { formatCents, formatDate, formatDateTime } from '@/lib/format';
import { answerKindLabel } from './org-status-badge';

const productLabel = (type: string) => PRODUCT_TYPES.find((p) => p.value === type)?.label ?? type;

/** A balance as the organisation reported it: "$12,480.33", or "$351.20 owing" for a debt. */
function balanceText(cents: number): string {
  return cents < 0 ? `${formatCents(-cents)} owing` : formatCents(cents);
}

function releaseText(p: OrgAnswer['products'][number]): string {
  if (!p.releasableWithoutGrant) return 'No';
  return p.releaseLimitCents == null ? 'Yes' : `Yes, up to ${formatCents(p.releaseLimitCents)}`;
}

const PROPOSAL_TEXT = { proposed: 'Proposed to the estate', accepted: 'Accepted', rejected: 'Rejected' };

/** The products of an "Accounts held" answer: a table on wide screens, a list of cards on narrow ones. */
function ProductList({ products, caption }: { products: OrgAnswer['products']; caption: string }) {
  const showProposal = products.some((p) => p.proposal);
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label={caption}>
        {products.map((p) => (
          <li key={p.id} className="rounded-md border border-slate-200 p-3 text-sm">
            <p className="font-medium text-slate-900">
              {productLabel(p.type)}
              {p.reference ? ` ${p.reference}` : ''}
            </p>
            {p.description ? <p className="text-slate-700">{p.description}</p> : null}
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1">
              <dt className="text-slate-600">Balance</dt>
              <dd className="text-slate-900">{balanceText(p.balanceCents)}</dd>
              <dt className="text-slate-600">As at</dt>
              <dd className="text-slate-900">{formatDate(p.asAt)}</dd>
              <dt className="text-slate-600">Releasable without a grant</dt>
              <dd className="text-slate-900">{releaseText(p)}</dd>
              {p.proposal ? (
                <>
                  <dt className="text-slate-600">Estate</dt>
                  <dd className="text-slate-900">{PROPOSAL_TEXT[p.proposal]}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Product
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Reference
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Balance
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                As at
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Releasable without a grant
              </th>
              {showProposal ? (
                <th scope="col" className="py-2 font-medium">
                  Estate
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {products.map((p) => (
              <tr key={p.id}>
                <td className="py-2 pr-4 text-slate-900">
                  {productLabel(p.type)}
                  {p.description ? <span className="block text-slate-700">{p.description}</span> : null}
                </td>
                <td className="py-2 pr-4 text-slate-900">{p.reference ?? '—'}</td>
                <td className="py-2 pr-4 text-right text-slate-900 tabular-nums">
                  {balanceText(p.balanceCents)}
                </td>
                <td className="py-2 pr-4 text-slate-900">{formatDate(p.asAt)}</td>
                <td className="py-2 pr-4 text-slate-900">{releaseText(p)}</td>
                {showProposal ? (
                  <td className="py-2 text-slate-900">{p.proposal ? PROPOSAL_TEXT[p.proposal] : '—'}</td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** One answer the organisation gave: its kind, when and how, what it said, and its products. */
export function AnswerSummary({ answer }: { answer: OrgAnswer }) {
  const caption = `Products reported on ${formatDateTime(answer.answeredAt)}`;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{answerKindLabel(answer.kind)}</span>
        {' · '}
        {formatDateTime(answer.answeredAt)}
        {' · '}
        {answer.answeredVia === 'api' ? 'through the API' : 'in the inbox'}
      </p>
      {answer.needed.length ? (
        <div className="text-sm text-slate-900">
          <p className="text-slate-700">Asked the family for:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {answer.needed.map((n, i) => (
              <li key={`${i}-${n}`}>{n}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {answer.products.length ? <ProductList products={answer.products} caption={caption} /> : null}
      {answer.message ? (
        <p className="text-sm break-words whitespace-pre-line text-slate-900">
          <span className="text-slate-700">Message: </span>
          {answer.message}
        </p>
      ) : null}
    </div>
  );
}
