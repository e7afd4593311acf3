import { apiErrorSchema, ERROR_CODES, versionConflictSchema } from '@estate/domain';
import { z } from 'zod';

/** better-auth answers errors as `{ code?, message? }`; our own API always sends both. */
const looseErrorSchema = z.object({
  code: z.string().optional(),
  message: z.string().optional(),
});

function codeForStatus(status: number): string {
  const match = Object.entries(ERROR_CODES).find(([, s]) => s === status);
  return match?.[0] ?? 'UNKNOWN';
}

/**
 * What an error answer says: its code, the server's message when it gave one, and field issues.
 * Kept out of `api-client.ts` and loaded on the first error, so pages that never see one (most
 * public pages) download no schema library.
 */
export function readErrorBody(
  status: number,
  body: unknown,
): {
  code: string;
  serverMessage: string | undefined;
  issues: { path: string; message: string }[] | undefined;
  conflict?: { current: unknown; changedBy: { id: string; name: string } | null; changedAt: string | null };
} {
  // A stale change (412): who changed the record and when, and the record as it is now.
  const stale = status === 412 ? versionConflictSchema.safeParse(body) : null;
  if (stale?.success) {
    const { changedBy, changedAt, current } = stale.data;
    return {
      code: stale.data.code,
      serverMessage: staleMessage(changedBy?.name, changedAt) ?? stale.data.message,
      issues: undefined,
      conflict: { current, changedBy, changedAt },
    };
  }
  const strict = apiErrorSchema.safeParse(body);
  if (strict.success) {
    return {
      code: strict.data.code,
      serverMessage: strict.data.message || undefined,
      issues: strict.data.issues,
    };
  }
  const loose = looseErrorSchema.safeParse(body);
  return {
    code: (loose.success && loose.data.code) || codeForStatus(status),
    serverMessage: (loose.success && loose.data.message) || undefined,
    issues: undefined,
  };
}

/**
 * "Mere Lawyer changed this at 3:04 pm on 6 Dec 2026, after you opened it." in New Zealand time; no
 * sentence when the server could not say who.
 */
function staleMessage(name: string | undefined, at: string | null): string | undefined {
  if (!name || !at) return undefined;
  const when = new Intl.DateTimeFormat('en-NZ', {
    timeZone: 'Pacific/Auckland',
    hour: 'numeric',
    minute: '2-digit',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(at));
  return `${name} changed this (${when}) after you opened it. Review their version, then save again.`;
}
