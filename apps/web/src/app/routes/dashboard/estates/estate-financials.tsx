import { LedgerExportButton } from '@/features/estate-money/components/ledger-export-button';
import { LedgerPeriodsPanel } from '@/features/estate-money/components/ledger-periods-panel';
import { StatementImportButton } from '@/features/estate-money/components/statement-import-button';
import { StatementDownloadButton } from '@/features/estate-money/statement-download-button';
import { transactionKind } from '@/features/estate-money/transactions';
import { EstateRecordSection } from '@/features/estates/components/estate-record-section';
import { useEstateSection } from '@/features/estates/components/estate-section-context';

/** The header's buttons, one a line (New Transaction is the list's own, beside the search). */
function FinancialsActions({ estateId }: { estateId: string }) {
  return (
    <>
      <StatementImportButton estateId={estateId} />
      <LedgerExportButton estateId={estateId} />
      <StatementDownloadButton estateId={estateId} />
    </>
  );
}

/**
 * /dashboard/estates/{id}/financials: the estate's income and expenses and its books' closed period,
 * only for those who run it.
 */
export function EstateFinancialsRoute() {
  const { estateId } = useEstateSection();
  return (
    <EstateRecordSection
      kind={transactionKind}
      title="Estate Financials"
      subtitle={(name) => `Income and expenses of the estate of ${name}.`}
      runnersOnly
      actions={<FinancialsActions estateId={estateId} />}
      before={<LedgerPeriodsPanel estateId={estateId} />}
    />
  );
}
