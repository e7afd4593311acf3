import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/format';

/** The estate's completed transactions as Xero's bank-statement CSV. Resolves to the file name. */
export async function exportLedger(estateId: string): Promise<string> {
  const { blob, fileName } = await api.download(
    `/api/estates/${encodeURIComponent(estateId)}/transactions/export.csv`,
  );
  const name = fileName ?? 'estate-ledger.csv';
  saveBlob(blob, name);
  return name;
}

export function useExportLedger() {
  return useMutation({ mutationFn: exportLedger });
}
