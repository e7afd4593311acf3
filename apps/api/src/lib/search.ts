/**
 * The ILIKE pattern for "contains this text": `%` and `_` (and the escape character) in what was
 * typed match themselves, so a search for "50%" or "file_2" finds just those.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
}
