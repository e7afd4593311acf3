import { addMonths, nzLongDate } from '../dates.js';

/*
 * When a distribution may be paid safely (issue 14; shared/domain/nz-estate-facts.md "Clocks that
 * start at the grant"). An administrator who distributes six months after the grant, with no notice
 * of a claim, is protected (Administration Act 1969 s47); so the estate holds its distributions until
 * then, and while a Family Protection or Testamentary Promises claim, an unlapsed notice of intended
 * claim, or the surviving partner's Property (Relationships) Act choice is outstanding. Pure: the
 * caller gives "today" in New Zealand (`nzToday()`), so the dates are testable.
 */

/** The kinds of entry in the claims register. */
export type ClaimKindValue =
  | 'family_protection'
  | 'testamentary_promises'
  | 'intended_claim_notice'
  | 'relationship_property';

/** What the rule reads of each entry of the claims register. */
export interface HoldClaim {
  kind: string;
  claimant: string;
  /** open, settled, withdrawn or dismissed: only open entries can hold a distribution. */
  status: string;
  receivedDate: string | null;
  filedDate: string | null;
  /** Property (Relationships) Act: the option chosen (a or b), none while the partner decides. */
  relationshipOption: string | null;
}

export interface DistributionHold {
  /** Whether a distribution may be paid now without a lawyer's override. */
  safe: boolean;
  /** The s47 date (grant + 6 months, YYYY-MM-DD); null while no grant is recorded. */
  protectedFrom: string | null;
  /** Why not, in plain words, one sentence each; empty when safe. */
  reasons: string[];
}

/** Months from the grant to the s47 date, and to the end of the Property (Relationships) Act choice. */
export const S47_MONTHS = 6;
export const RELATIONSHIP_OPTION_MONTHS = 6;
/** A notice of intended claim lapses this many months after it is received unless a claim is filed. */
export const NOTICE_LAPSE_MONTHS = 3;

/** The s47 date: six calendar months after the grant (31 Aug + 6 months = 28 or 29 Feb). */
export function s47Date(grantDate: string): string {
  return addMonths(grantDate, S47_MONTHS);
}

/** When a notice of intended claim lapses (three months after it was received); null without a date. */
export function noticeLapsesOn(receivedDate: string | null | undefined): string | null {
  return receivedDate ? addMonths(receivedDate, NOTICE_LAPSE_MONTHS) : null;
}

/**
 * Whether a notice of intended claim has lapsed by `today`: it was received, no claim was filed, and
 * three months have run (it lapses on the day shown). Never stored: computed when read.
 */
export function isNoticeLapsed(
  claim: Pick<HoldClaim, 'kind' | 'receivedDate' | 'filedDate'>,
  today: string,
): boolean {
  if (claim.kind !== 'intended_claim_notice' || claim.filedDate) return false;
  const lapses = noticeLapsesOn(claim.receivedDate);
  return lapses !== null && today >= lapses;
}

const CLAIM_NAMES: Record<string, string> = {
  family_protection: 'Family Protection',
  testamentary_promises: 'Testamentary Promises',
};

/** Why one entry of the register holds distributions today, or null when it does not. */
function claimReason(claim: HoldClaim, grantDate: string | null, today: string): string | null {
  if (claim.status !== 'open') return null;
  const who = claim.claimant;
  switch (claim.kind) {
    case 'family_protection':
    case 'testamentary_promises':
      return `A ${CLAIM_NAMES[claim.kind]} claim by ${who} is open.`;
    case 'intended_claim_notice': {
      if (claim.filedDate)
        return `A notice of intended claim by ${who} is open; the claim was filed on ${nzLongDate(claim.filedDate)}.`;
      const lapses = noticeLapsesOn(claim.receivedDate);
      if (lapses === null)
        return `A notice of intended claim by ${who} is open (no date received is recorded).`;
      if (today >= lapses) return null;
      return `A notice of intended claim by ${who} was received on ${nzLongDate(claim.receivedDate!)}; it lapses on ${nzLongDate(lapses)} unless a claim is filed.`;
    }
    case 'relationship_property': {
      if (claim.relationshipOption === 'a')
        return `${who} chose option A (division) under the Property (Relationships) Act; the division is not settled.`;
      if (claim.relationshipOption) return null;
      if (!grantDate)
        return `${who} has not yet chosen under the Property (Relationships) Act (the choice runs for six months from the grant).`;
      const until = addMonths(grantDate, RELATIONSHIP_OPTION_MONTHS);
      // After the six months the time to choose has run out (the court may extend it; not tracked here).
      return today < until
        ? `${who} may choose under the Property (Relationships) Act until ${nzLongDate(until)}.`
        : null;
    }
    default:
      return null;
  }
}

/**
 * Whether a distribution may be paid safely on `today` (YYYY-MM-DD in New Zealand): a grant is
 * recorded, the s47 date has come, and nothing in the claims register holds it. Each reason not is
 * one plain sentence, for the screen and the API's refusal.
 */
export function distributionHold(
  grantDate: string | null,
  today: string,
  claims: readonly HoldClaim[],
): DistributionHold {
  const reasons: string[] = [];
  const protectedFrom = grantDate ? s47Date(grantDate) : null;
  if (!grantDate) reasons.push('No grant of probate or administration is recorded yet.');
  else if (today < protectedFrom!)
    reasons.push(`Distributions are protected from ${nzLongDate(protectedFrom!)} (Administration Act s47).`);
  for (const claim of claims) {
    const reason = claimReason(claim, grantDate, today);
    if (reason) reasons.push(reason);
  }
  return { safe: reasons.length === 0, protectedFrom, reasons };
}

/**
 * A distribution planned for a day before the s47 date (or with no grant yet) is flagged: paying it
 * then would need a lawyer's override. Empty when nothing to flag (or it is already paid).
 */
export function distributionWarnings(
  d: { status: string; plannedDate: string | null },
  grantDate: string | null,
): string[] {
  if (d.status === 'paid' || !d.plannedDate) return [];
  if (!grantDate) return ['Planned before a grant is recorded.'];
  const from = s47Date(grantDate);
  return d.plannedDate < from
    ? [`Planned before the s47 date (${nzLongDate(from)}): paying it then needs a lawyer's override.`]
    : [];
}
