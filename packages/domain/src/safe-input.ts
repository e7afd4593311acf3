/**
 * What the database can hold, shared by the forms and the API so a value the form accepts is one
 * PostgreSQL stores. No zod here: the API's request parsers use these too.
 */

/** The largest value of a PostgreSQL `integer` column. */
export const PG_INTEGER_MAX = 2_147_483_647;
/** The largest value of a `numeric(14, 2)` column (12 digits before the point, 2 after). */
export const PG_NUMERIC_14_2_MAX = 999_999_999_999.99;

/** Deeper JSON than any form of ours sends; a cap so no parser or serialiser runs out of stack. */
export const MAX_JSON_DEPTH = 64;

/**
 * False for text PostgreSQL cannot store or a person cannot have meant: the NUL character (text
 * columns refuse it) and half of a UTF-16 surrogate pair (not a character at all).
 */
export function isSafeText(text: string): boolean {
  // A loop rather than a lookbehind regex: older Safari cannot parse lookbehind, and the web app loads this.
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 0) return false;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    } else if (c >= 0xdc00 && c <= 0xdfff) return false;
  }
  return true;
}

/** "“email” contains…", or "The query parameter “q” contains…" when `what` says where it was. */
export function unsafeTextMessage(field: string, what = ''): string {
  const subject = field ? `${what ? `The ${what} ` : ''}“${field}”` : `The ${what || 'request'}`;
  return `${subject} contains a character that is not allowed (a null character or broken Unicode). Please remove it and try again.`;
}

/**
 * The path (`a.b.0`) of the first string, or object key, in a parsed value that is not safe text;
 * null when all are. Walks with its own stack, so a deeply nested value cannot overflow the call stack.
 */
export function findUnsafeText(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if (!isSafeText(v)) return path;
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push({ value: item, path: path ? `${path}.${i}` : String(i) }));
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        const at = path ? `${path}.${key}` : key;
        if (!isSafeText(key)) return path || '';
        stack.push({ value: item, path: at });
      }
    }
  }
  return null;
}
