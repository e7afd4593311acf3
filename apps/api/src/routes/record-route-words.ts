import type { RecordTexts } from '@estate/domain';

/**
 * The words both records kits (estate and platform records) build their routes' OpenAPI operations
 * from: the kind's names, its article ("an asset", "a law firm") and `opId('list', 'law firms')` →
 * `listLawFirms`.
 */
export function recordRouteWords(texts: RecordTexts) {
  const names = { one: texts.singular.toLowerCase(), many: texts.plural.toLowerCase() };
  const a = /^[aeiou]/.test(names.one) ? 'an' : 'a';
  const opId = (verb: string, thing: string) =>
    `${verb}${thing.replace(/(^|\s)(\w)/g, (_, __, c: string) => c.toUpperCase())}`;
  return { names, a, opId };
}
