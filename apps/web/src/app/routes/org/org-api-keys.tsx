import type { ApiKey } from '@estate/domain';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyListBox, LoadError } from '@/components/ui/list-states';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { useApiKeys } from '@/features/organisations/api/get-api-keys';
import { ApiKeyCreateDialog } from '@/features/organisations/components/api-key-create-dialog';
import { ApiKeyRevokeDialog } from '@/features/organisations/components/api-key-revoke-dialog';
import { ApiKeysTable } from '@/features/organisations/components/api-keys-table';
import { messageOf } from '@/lib/api-client';
import { useOrg } from './org-context';

const SUBTITLE =
  'A key lets one of your systems read and answer your notifications through the API, as the inbox does.';

/** `/org/api-keys`: the organisation's API keys, for its administrators: create (secret once), revoke. */
export function OrgApiKeysRoute() {
  const { role } = useOrg();
  const isAdmin = role === 'admin';
  const keys = useApiKeys({ enabled: isAdmin });
  const [isCreating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  if (!isAdmin) {
    return (
      <div className="max-w-2xl space-y-4">
        <PageHeader title="API keys" subtitle={SUBTITLE} />
        <Alert tone="info">
          <p>Only your organisation’s administrators can manage its API keys. Ask one of them.</p>
        </Alert>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <PageHeader
        title="API keys"
        subtitle={SUBTITLE}
        actions={<Button onClick={() => setCreating(true)}>Create API key</Button>}
      />
      {keys.isPending ? (
        <LoadingState label="Loading the API keys…" showLabel />
      ) : keys.isError ? (
        <LoadError title="The API keys could not be loaded." onRetry={() => void keys.refetch()}>
          {messageOf(keys.error, 'Please try again.')}
        </LoadError>
      ) : keys.data.length ? (
        <ApiKeysTable keys={keys.data} onRevoke={setRevoking} />
      ) : (
        <EmptyListBox
          title="No API keys yet."
          hint="Create one for each system that reads or answers your notifications."
        />
      )}
      {isCreating ? <ApiKeyCreateDialog onClose={() => setCreating(false)} /> : null}
      {revoking ? <ApiKeyRevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} /> : null}
    </div>
  );
}
