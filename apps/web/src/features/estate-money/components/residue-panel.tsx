import { EstateAccountSummary } from '../estate-account-summary';

/**
 * The Distribution screen's Residue panel: what is left of the residue after liabilities, specific
 * legacies and distributions paid and planned, and each residuary beneficiary's share, from the
 * estate account (the statement's own numbers).
 */
export function ResiduePanel({ estateId }: { estateId: string }) {
  return (
    <section aria-labelledby="residue-title" className="space-y-3">
      <h2 id="residue-title" className="text-lg font-semibold text-slate-900">
        Residue
      </h2>
      <EstateAccountSummary estateId={estateId} />
    </section>
  );
}
