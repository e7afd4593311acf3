import { toast } from '@/lib/toast';
import { isApiError } from '@/lib/api-client';
import { useExportEstate } from '../api/export-estate';

/**
 * Export for OneLaw: downloads the ZIP of six CSV files (spec 2 §8 texts, as toasts). The action
 * alone, for a screen that shows it as a menu item on phones.
 */
export function useEstateExport(estateId: string) {
  const exportEstate = useExportEstate();
  return {
    isPending: exportEstate.isPending,
    label: exportEstate.isPending ? 'Exporting...' : 'Export for OneLaw',
    run: () =>
      exportEstate.mutate(estateId, {
        onSuccess: () => toast.success('Exported!', { description: 'All data exported successfully' }),
        onError: (error) => {
          console.error(error);
          toast.error(
            isApiError(error) && error.serverMessage ? `Failed: ${error.serverMessage}` : 'Export error',
          );
        },
      }),
  };
}
