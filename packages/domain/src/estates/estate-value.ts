import { formatNzd } from '../notifyflow/chasing.js';
import { SMALL_ESTATE_THRESHOLD } from './estate.js';
import { S65_LIMIT_PER_ORGANISATION, estateHasGrant } from './task.js';

/**
 * The estimated value as typed ("$420,000", "420000", "NZD 450 000.50") in exact cents, read from
 * the text itself (never through a float; fractions of a cent rounded half up); null when it is
 * not an amount of money. The small-estate flag is read from the same cents.
 */
export function estimatedValueCentsOf(text: string | null | undefined): number | null {
  if (text == null) return null;
  const cleaned = text.replace(/[\s$,]/g, '').replace(/^NZD/i, '');
  const match = /^(\d+)(?:\.(\d+))?$/.exec(cleaned);
  if (!match) return null;
  const fraction = match[2] ?? '';
  const roundUp = Number(fraction[2] ?? '0') >= 5 ? 1 : 0;
  const cents = Number(match[1]) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + roundUp;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** The estate's estimated value as shown everywhere: from the stored cents, in NZD ($420,000). */
export function estateValueText(estate: { estimatedValueCents: number | null | undefined }): string {
  return estate.estimatedValueCents == null ? 'Not given' : formatNzd(estate.estimatedValueCents);
}

/**
 * The product's own small-estate flag (spec 2: an estimated value under $500,000) decides which
 * starter tasks an estate gets. It is not the statutory s65 limit, so it is labelled as the
 * product's flag, with its threshold.
 */
export const SMALL_ESTATE_FLAG_LABEL = `Under ${formatNzd(SMALL_ESTATE_THRESHOLD * 100)} (the product's small-estate flag)`;

export function smallEstateFlagText(estate: {
  smallEstateFlag: boolean | null;
  estimatedValueCents: number | null | undefined;
}): string {
  if (estate.estimatedValueCents == null) return 'Not known: no estimated value';
  return estate.smallEstateFlag ? 'Yes: gets the small-estate starter tasks (not a legal test)' : 'No';
}

/** The statutory route, labelled as the law names it. */
export const S65_LABEL = 'Release without a grant (s65 Administration Act 1969)';

/**
 * What s65 allows for this estate: each organisation may release up to $40,000 without a grant;
 * above that, or for land in the deceased's sole name, the estate's grant is needed.
 */
export function s65PositionText(estate: {
  smallEstateFlag: boolean | null;
  workflowType: string | null;
  withoutGrant?: boolean | null;
}): string {
  const limit = formatNzd(S65_LIMIT_PER_ORGANISATION * 100);
  if (!estateHasGrant(estate))
    return `Possible per organisation up to ${limit}: this estate is administered without a grant (land in the deceased's sole name would need one)`;
  const grant = estate.workflowType === 'probate' ? 'probate' : 'letters of administration';
  return estate.smallEstateFlag
    ? `Possible per organisation up to ${limit} (ask each one to release funds); land in the deceased's sole name, and anything an organisation holds above ${limit}, needs ${grant}`
    : `Only for an organisation holding up to ${limit}; the rest of the estate needs ${grant}`;
}
