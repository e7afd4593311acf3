import { formatCents } from '@/lib/format';
import { useEstateAccount } from '../api/distribution-hold';

/**
 * What is left of the residue (after liabilities and specific legacies, paid and planned) and each
 * residuary beneficiary's share of it: share, paid, planned and what remains. From the estate account,
 * so it equals the statement's numbers. Nothing is shown when the account cannot be read.
 */
export function ResiduePanel({ estateId }: { estateId: string }) {
  const account = useEstateAccount(estateId);
  if (!account.data) return null;
  const a = account.data;
  const legacies = a.distributions.specificLegacies;
  return (
    <section
      aria-labelledby="residue-title"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div>
        <h2 id="residue-title" className="text-lg font-semibold text-slate-900">
          Residue
        </h2>
        <p className="text-sm text-slate-600">
          Assets less liabilities, with completed income and expenses, less specific legacies paid and
          planned.
        </p>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Residue</dt>
          <dd className="text-lg font-semibold text-slate-900">{formatCents(a.residueCents)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Specific legacies (paid and planned)</dt>
          <dd className="text-lg font-semibold text-slate-900">
            {formatCents(legacies.paidCents + legacies.proposedCents)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Left after distributions paid and planned</dt>
          <dd
            className={
              a.residueRemainingCents < 0
                ? 'text-lg font-semibold text-red-800'
                : 'text-lg font-semibold text-slate-900'
            }
          >
            {formatCents(a.residueRemainingCents)}
          </dd>
        </div>
      </dl>
      {a.residuaryBeneficiaries.length ? (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Each residuary beneficiary’s share of the residue</caption>
            <thead className="border-b border-slate-200 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Beneficiary
                </th>
                {['Share', 'Share amount', 'Paid', 'Planned', 'Remaining'].map((h) => (
                  <th key={h} scope="col" className="py-2 pr-3 text-right font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {a.residuaryBeneficiaries.map((b) => (
                <tr key={b.beneficiaryId}>
                  <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                    {b.fullName}
                  </th>
                  <td className="py-2 pr-3 text-right">{b.sharePercent}</td>
                  <td className="py-2 pr-3 text-right">{formatCents(b.shareCents)}</td>
                  <td className="py-2 pr-3 text-right">{formatCents(b.paidCents)}</td>
                  <td className="py-2 pr-3 text-right">{formatCents(b.proposedCents)}</td>
                  <td
                    className={
                      b.remainingCents < 0 ? 'py-2 pr-3 text-right text-red-800' : 'py-2 pr-3 text-right'
                    }
                  >
                    {formatCents(b.remainingCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          No residuary shares are recorded: give beneficiaries their share on the Beneficiaries list.
        </p>
      )}
      {a.residuaryBeneficiaries.length && !a.sharesComplete ? (
        <p className="text-sm text-amber-800">
          The shares come to less than 100%, so part of the residue is not yet given to anyone.
        </p>
      ) : null}
    </section>
  );
}
