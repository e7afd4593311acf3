import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useExportEstate } from '../api/export-estate';

/** Export for OneLaw: downloads the ZIP of six CSV files (spec 2 §8 texts, as toasts). */
export function ExportButton({ estateId }: { estateId: string }) {
  const exportEstate = useExportEstate();
  return (
    <Button
      variant="secondary"
      disabled={exportEstate.isPending}
      onClick={() =>
        exportEstate.mutate(estateId, {
          onSuccess: () => toast.success('Exported!', { description: 'All data exported successfully' }),
          onError: (error) => {
            console.error(error);
            toast.error(
              isApiError(error) && error.serverMessage ? `Failed: ${error.serverMessage}` : 'Export error',
            );
          },
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      {exportEstate.isPending ? 'Exporting...' : 'Export for OneLaw'}
    </Button>
  );
}
