import { FileDown } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { messageOf } from '@/lib/api-client';
import { useDownloadStatement } from './api/estate-account';

/**
 * Download statement (PDF): the estate's statement of assets, liabilities and distribution, the
 * same numbers as the estate account. Shows that it is preparing, and says so when it fails.
 */
export function StatementDownloadButton({
  estateId,
  variant = 'secondary',
}: {
  estateId: string;
  variant?: 'primary' | 'secondary';
}) {
  const download = useDownloadStatement();
  return (
    <Button
      variant={variant}
      disabled={download.isPending}
      aria-busy={download.isPending}
      onClick={() =>
        download.mutate(estateId, {
          onSuccess: (fileName) => toast.success('Statement downloaded', { description: fileName }),
          onError: (error) =>
            toast.error(messageOf(error, 'Failed to download the statement. Please try again.')),
        })
      }
    >
      <FileDown aria-hidden="true" className="size-4" />
      {download.isPending ? 'Preparing statement...' : 'Download statement (PDF)'}
    </Button>
  );
}
