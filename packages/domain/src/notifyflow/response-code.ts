/**
 * Issue 42, decision 077: the short code a printed letter carries, for an organisation that reads
 * the letter on paper and types the code at /respond instead of the long link. Eight characters of
 * Crockford's base32 (no I, L, O or U), shown as `XXXX-XXXX`; typed in any case, with or without
 * the dash or spaces, an O read as 0 and an I or L as 1.
 */
import { z } from 'zod';

/** Crockford's base32 alphabet: digits and letters a reader cannot confuse. */
export const RESPONSE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RESPONSE_CODE_LENGTH = 8;
const STORED = /^[0-9A-HJKMNP-TV-Z]{8}$/;

export const RESPONSE_CODE_TEXTS = {
  required: 'Please enter the code from the letter.',
  malformed: 'Please enter the 8-character code printed on the letter, for example 7K2Q-9XMD.',
  notFound:
    'We could not find a letter with that code. Please check it against the letter and try again, or use the link printed on it.',
  tooMany: 'Too many codes tried. Please wait 10 minutes and try again.',
} as const;

/** The code as stored: upper case, no dash or spaces, O as 0 and I or L as 1. Anything else kept. */
export function normaliseResponseCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** The code as printed: `XXXX-XXXX`. */
export function formatResponseCode(stored: string): string {
  return `${stored.slice(0, 4)}-${stored.slice(4)}`;
}

/** POST /api/respond/code: the code as typed; anything that cannot be a code is a 400 naming `code`. */
export const responseCodeLookupSchema = z.object({
  code: z
    .string({ message: RESPONSE_CODE_TEXTS.required })
    .max(40, { message: RESPONSE_CODE_TEXTS.malformed })
    .transform(normaliseResponseCode)
    .pipe(
      z
        .string()
        .min(1, { message: RESPONSE_CODE_TEXTS.required })
        .regex(STORED, { message: RESPONSE_CODE_TEXTS.malformed }),
    ),
});
export type ResponseCodeLookup = z.output<typeof responseCodeLookupSchema>;

/** Its answer: a freshly signed response link's token, which the page opens at /respond/<token>. */
export const responseCodeFoundSchema = z.object({ token: z.string() });
export type ResponseCodeFound = z.infer<typeof responseCodeFoundSchema>;
