import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { api, messageOf } from '@/lib/api-client';
import { saveBlob } from '@/lib/format';

/** Download of one version's file (GET /api/documents/:id/versions/:version/file, authorized and audited). */
export function DocumentVersionDownload({
  documentId,
  version,
  fileName,
}: {
  documentId: string;
  version: number;
  fileName: string;
}) {
  const download = useMutation({
    mutationFn: async () => {
      const { blob, fileName: given } = await api.download(
        `/api/documents/${encodeURIComponent(documentId)}/versions/${version}/file`,
      );
      saveBlob(blob, given ?? fileName);
    },
  });
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={download.isPending}
      aria-label={`Download version ${version} (${fileName})`}
      onClick={() =>
        download.mutate(undefined, {
          onError: (error) =>
            toast.error(messageOf(error, 'The file could not be downloaded. Please try again.')),
        })
      }
    >
      <Download aria-hidden="true" className="size-4" />
      {download.isPending ? 'Downloading...' : 'Download'}
    </Button>
  );
}
