/** Lower case without macrons or other accents, so "maori" finds "Māori": how the help pages search. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Whether `text` contains every word of `query` (folded); an empty query matches everything. */
export function matchesEveryWord(text: string, query: string): boolean {
  const haystack = fold(text);
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
