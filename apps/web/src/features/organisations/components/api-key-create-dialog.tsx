import { apiKeyInputSchema, ORG_KEY_SCOPES, type ApiKeyCreated, type OrgKeyScope } from '@estate/domain';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { focusRing } from '@/components/ui/focus';
import { TextField } from '@/components/ui/form-field';
import { isApiError, messageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { useCreateApiKey } from '../api/create-api-key';

type Problems = { name?: string | undefined; scopes?: string | undefined; form?: string | undefined };

/** The new key's secret, shown this once: read-only, selected on focus, with Copy. */
function SecretOnce({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret ?? '');
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="space-y-4">
      <Alert tone="info">
        <p className="font-semibold">Copy this key now: you will not see it again.</p>
        <p>NZ Estate Platform keeps only a fingerprint of it. If it is lost, revoke it and create another.</p>
      </Alert>
      {created.secret ? (
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            label={`Secret of “${created.name}”`}
            value={created.secret}
            readOnly
            className="min-w-0 flex-1 basis-64"
            spellCheck={false}
            autoComplete="off"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button variant="secondary" onClick={() => void copy()}>
            Copy
          </Button>
        </div>
      ) : (
        <Alert>
          <p>
            This key was already created and its secret shown. Revoke it and create another if you need one.
          </p>
        </Alert>
      )}
      <p role="status" className="text-sm text-slate-700">
        {copied === 'yes' ? 'Copied to the clipboard.' : null}
        {copied === 'failed' ? 'Could not copy: select the key and copy it yourself.' : null}
      </p>
      <p className="text-sm text-slate-700">
        Send it as <code className="rounded bg-slate-100 px-1">Authorization: Bearer &lt;key&gt;</code> to{' '}
        <code className="rounded bg-slate-100 px-1">/api/org/v1/…</code>.
      </p>
      <div className="flex justify-end">
        <Button onClick={onDone}>I have copied it</Button>
      </div>
    </div>
  );
}

/**
 * Create an API key: a name and its scopes. The answer's secret is shown once in the same dialog;
 * closing it (however) leaves only the key's prefix in the list.
 */
export function ApiKeyCreateDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateApiKey();
  const withKey = useIdempotencyKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<OrgKeyScope[]>(['notifications:read', 'notifications:answer']);
  const [problems, setProblems] = useState<Problems>({});
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const base = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = apiKeyInputSchema.safeParse({ name, scopes });
    if (!checked.success) {
      const issues = checked.error.issues;
      const nameIssue = issues.find((i) => i.path[0] === 'name');
      setProblems({
        name: nameIssue && !name.trim() ? 'Give the key a name.' : nameIssue?.message,
        scopes: issues.find((i) => i.path[0] === 'scopes')?.message,
      });
      return;
    }
    setProblems({});
    withKey((idempotencyKey) =>
      create.mutateAsync({ input: { name: checked.data.name, scopes }, idempotencyKey }),
    ).then(setCreated, (error: unknown) => {
      const issues = isApiError(error) ? (error.issues ?? []) : [];
      const name = issues.find((i) => i.path === 'name')?.message;
      const scopes = issues.find((i) => i.path.startsWith('scopes'))?.message;
      setProblems(
        name || scopes
          ? { name, scopes }
          : { form: messageOf(error, 'The key could not be created. Please try again.') },
      );
    });
  };

  if (created) {
    return (
      <Dialog title="Your new API key" onClose={onClose}>
        <SecretOnce created={created} onDone={onClose} />
      </Dialog>
    );
  }
  return (
    <Dialog
      title="Create an API key"
      description="For one of your organisation’s systems to read and answer its notifications."
      onClose={onClose}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {problems.form ? (
          <Alert>
            <p>{problems.form}</p>
          </Alert>
        ) : null}
        <TextField
          label="Name"
          hint="Which system uses it, for example “Estates team: case system”."
          value={name}
          error={problems.name}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => setName(e.target.value)}
        />
        <Field label="What the key may do" layout="group" error={problems.scopes}>
          {() => (
            <div className="space-y-2">
              {ORG_KEY_SCOPES.map((scope) => {
                const id = `${base}-${scope.value.replace(':', '-')}`;
                return (
                  <div key={scope.value} className="flex items-start gap-2">
                    <input
                      type="checkbox"
                      id={id}
                      checked={scopes.includes(scope.value)}
                      onChange={(e) =>
                        setScopes((now) =>
                          e.target.checked
                            ? ORG_KEY_SCOPES.map((s) => s.value).filter(
                                (v) => v === scope.value || now.includes(v),
                              )
                            : now.filter((v) => v !== scope.value),
                        )
                      }
                      className={cn('mt-0.5 size-4 rounded border-slate-400 accent-blue-700', focusRing)}
                    />
                    <label htmlFor={id} className="text-sm text-slate-900">
                      {scope.label} <code className="text-xs text-slate-700">({scope.value})</code>
                    </label>
                  </div>
                );
              })}
            </div>
          )}
        </Field>
        <DialogActions
          onCancel={onClose}
          submitLabel="Create key"
          busyLabel="Creating…"
          isBusy={create.isPending}
        />
      </form>
    </Dialog>
  );
}
