import type { ApiKey } from '@estate/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';

function KeyState({ apiKey }: { apiKey: ApiKey }) {
  return apiKey.revokedAt ? (
    <Badge tone="neutral">Revoked {formatDateTime(apiKey.revokedAt)}</Badge>
  ) : (
    <Badge tone="success">Active</Badge>
  );
}

function RevokeButton({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (key: ApiKey) => void }) {
  if (apiKey.revokedAt) return null;
  return (
    <Button variant="secondary" size="sm" onClick={() => onRevoke(apiKey)}>
      Revoke<span className="sr-only"> {apiKey.name}</span>
    </Button>
  );
}

/**
 * The organisation's API keys, newest first as the API lists them: name, prefix, scopes, created,
 * last used and whether revoked. A card a key on narrow screens, a table on wide ones.
 */
export function ApiKeysTable({ keys, onRevoke }: { keys: ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  const th = 'px-4 py-3 font-medium';
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="API keys">
        {keys.map((k) => (
          <li key={k.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="font-medium break-words text-slate-900">{k.name}</p>
              <KeyState apiKey={k} />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">Prefix</dt>
              <dd className="font-mono break-all text-slate-900">{k.prefix}…</dd>
              <dt className="text-slate-600">Scopes</dt>
              <dd className="text-slate-900">{k.scopes.join(', ')}</dd>
              <dt className="text-slate-600">Created</dt>
              <dd className="text-slate-900">
                {formatDateTime(k.createdAt)}
                {k.createdBy ? ` by ${k.createdBy}` : ''}
              </dd>
              <dt className="text-slate-600">Last used</dt>
              <dd className="text-slate-900">{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never'}</dd>
            </dl>
            <div className="mt-3">
              <RevokeButton apiKey={k} onRevoke={onRevoke} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Your organisation’s API keys</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className={th}>
                Name
              </th>
              <th scope="col" className={th}>
                Prefix
              </th>
              <th scope="col" className={th}>
                Scopes
              </th>
              <th scope="col" className={th}>
                Created
              </th>
              <th scope="col" className={th}>
                Last used
              </th>
              <th scope="col" className={th}>
                State
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {keys.map((k) => (
              <tr key={k.id}>
                <td className="px-4 py-3 break-words text-slate-900">{k.name}</td>
                <td className="px-4 py-3 font-mono whitespace-nowrap text-slate-900">{k.prefix}…</td>
                <td className="px-4 py-3 text-slate-900">
                  {k.scopes.map((s) => (
                    <span key={s} className="block whitespace-nowrap">
                      {s}
                    </span>
                  ))}
                </td>
                <td className="px-4 py-3 text-slate-900">
                  {formatDateTime(k.createdAt)}
                  {k.createdBy ? (
                    <span className="block text-xs text-slate-700">by {k.createdBy}</span>
                  ) : null}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-900">
                  {k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never'}
                </td>
                <td className="px-4 py-3">
                  <KeyState apiKey={k} />
                </td>
                <td className="px-4 py-3 text-right">
                  <RevokeButton apiKey={k} onRevoke={onRevoke} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
