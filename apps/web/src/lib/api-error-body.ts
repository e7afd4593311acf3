import { apiErrorSchema, ERROR_CODES } from '@estate/domain';
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
} {
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
