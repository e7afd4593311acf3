/**
 * An estate's statutory dates (issue 16; ../shared/domain/nz-estate-facts.md), for the calendar, its
 * feed and the deadline notices: each computed from the grant (or a claim notice) when read, never
 * stored, so recording or correcting the grant date moves them at once.
 */
import { addMonths } from '../dates.js';
import { noticeLapsesOn, RELATIONSHIP_OPTION_MONTHS, s47Date } from '../estate-money/distribution-hold.js';

/** Months from the grant after which a Family Protection Act claim needs the court's leave. */
export const FAMILY_PROTECTION_MONTHS = 12;

export type StatutoryDateKind = 's47' | 'family_protection' | 'relationship_option' | 'notice_lapse';

export interface StatutoryDate {
  /** Stable per estate (and claim): calendar UIDs and deadline notices are keyed on it. */
  key: string;
  kind: StatutoryDateKind;
  title: string;
  date: string;
  basis: string;
}

export interface StatutoryDateClaim {
  id: string;
  kind: string;
  claimant: string;
  receivedDate: string | null;
  filedDate: string | null;
  status: string;
}

/**
 * The statutory dates of an estate with this grant date and these claims: the s47 date, the end of
 * the Property (Relationships) Act choice, the Family Protection Act 12 months, and the lapse of
 * each open notice of intended claim not yet followed by a filed claim. None before a grant, except
 * a notice's lapse, which runs from when it was received.
 */
export function statutoryDates(
  estate: { id: string; grantDate: string | null },
  claims: StatutoryDateClaim[] = [],
): StatutoryDate[] {
  const dates: StatutoryDate[] = [];
  const grant = estate.grantDate;
  if (grant) {
    dates.push(
      {
        key: `${estate.id}:s47`,
        kind: 's47',
        title: 's47 date: distributions protected from today',
        date: s47Date(grant),
        basis: 'Administration Act 1969 s47: six months from the grant.',
      },
      {
        key: `${estate.id}:pra`,
        kind: 'relationship_option',
        title: 'Property (Relationships) Act option closes',
        date: addMonths(grant, RELATIONSHIP_OPTION_MONTHS),
        basis: 'The surviving partner chooses Option A or B within six months of the grant.',
      },
      {
        key: `${estate.id}:fpa`,
        kind: 'family_protection',
        title: 'Family Protection Act claim period ends',
        date: addMonths(grant, FAMILY_PROTECTION_MONTHS),
        basis: 'Family Protection Act 1955: later claims need the leave of the court.',
      },
    );
  }
  for (const claim of claims) {
    if (claim.kind !== 'intended_claim_notice' || claim.filedDate || claim.status !== 'open') continue;
    const lapses = noticeLapsesOn(claim.receivedDate);
    if (!lapses) continue;
    dates.push({
      key: `${estate.id}:notice:${claim.id}`,
      kind: 'notice_lapse',
      title: `Notice of intended claim by ${claim.claimant} lapses`,
      date: lapses,
      basis: 'A notice of intended claim lapses three months after it is given unless a claim is filed.',
    });
  }
  return dates.sort((a, b) => a.date.localeCompare(b.date));
}
