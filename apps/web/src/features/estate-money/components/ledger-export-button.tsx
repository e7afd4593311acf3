import { Download } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-client';
import { useExportLedger } from '../api/export-ledger';

/** Export CSV: the estate's completed transactions as a bank statement Xero imports. */
export function LedgerExportButton({ estateId }: { estateId: string }) {
  const exportLedger = useExportLedger();
  return (
    <Button
      variant="secondary"
      disabled={exportLedger.isPending}
      onClick={() =>
        exportLedger.mutate(estateId, {
          onSuccess: (fileName) => toast.success('Ledger exported', { description: fileName }),
          onError: (error) => toast.error(messageOf(error, 'Failed to export the ledger. Please try again.')),
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      {exportLedger.isPending ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
