import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/format';

/** Export for OneLaw: downloads the estate's ZIP of six CSV files. Resolves to the file name. */
export async function exportEstate(id: string): Promise<string> {
  const { blob, fileName } = await api.download(`/api/estates/${encodeURIComponent(id)}/export`);
  const name = fileName ?? `onelaw-export-${id}.zip`;
  saveBlob(blob, name);
  return name;
}

export function useExportEstate() {
  return useMutation({ mutationFn: exportEstate });
}
