import { useState } from 'react';
import type { ApiKey } from '@estate/domain';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-client';
import { useRevokeApiKey } from '../api/revoke-api-key';

/** Asks before revoking a key: whatever system uses it is refused from its next request. */
export function ApiKeyRevokeDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ConfirmDialog
      title={`Revoke “${apiKey.name}”?`}
      message={
        <>
          Any system using the key starting {apiKey.prefix} is refused from its next request. This cannot be
          undone: you can create a new key.
          {problem ? (
            // Inside the dialog's description (a paragraph): a span, announced as it appears.
            <span role="alert" className="mt-2 block font-medium text-red-700">
              {problem}
            </span>
          ) : null}
        </>
      }
      confirmLabel="Revoke key"
      busyLabel="Revoking…"
      isBusy={revoke.isPending}
      onConfirm={() =>
        revoke.mutate(apiKey.id, {
          onSuccess: onClose,
          onError: (error) => setProblem(messageOf(error, 'The key could not be revoked. Please try again.')),
        })
      }
      onClose={onClose}
    />
  );
}
