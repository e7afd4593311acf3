import type { Db } from '../../db/client.js';
import { legalForms } from '../../db/schema.js';

/**
 * The official forms a New Zealand estate commonly uses (issue 17), added once per database by
 * `starterKey` at start-up; an admin's later changes are never overwritten. No copies are bundled:
 * each row links to its publisher. Where we were not sure of a form's own page, the link is the
 * publisher's page the facts file names or its home page (docs/manual/estates.md, "Legal forms"); "last updated" is
 * left empty rather than guessed.
 */
export const STARTER_LEGAL_FORMS = [
  {
    starterKey: 'nz-high-court-probate',
    name: 'High Court probate and letters of administration forms',
    description:
      'The application for probate or letters of administration (without notice), the supporting affidavit and the draft grant, filed with the High Court with the original will.',
    category: 'probate',
    jurisdiction: 'High Court of New Zealand',
    officialUrl: 'https://www.justice.govt.nz/courts/high-court/apply-for-probate-and-get-copy-of-will/',
  },
  {
    starterKey: 'nz-ird-ir3',
    name: 'IR3 Individual income tax return',
    description:
      "The deceased's date-of-death income tax return, for the part of the tax year up to the date of death.",
    category: 'tax',
    jurisdiction: 'New Zealand (Inland Revenue)',
    officialUrl: 'https://www.ird.govt.nz/',
  },
  {
    starterKey: 'nz-ird-ir625',
    name: 'IR625 Statutory declaration: deceased person’s tax refund',
    description: "The statutory declaration for claiming a deceased person's tax refund.",
    category: 'tax',
    jurisdiction: 'New Zealand (Inland Revenue)',
    officialUrl: 'https://www.ird.govt.nz/',
  },
  {
    starterKey: 'nz-ird-ir6',
    name: 'IR6 Estate or trust income tax return',
    description: 'The income tax return of the estate while it earns income, under its own IRD number.',
    category: 'tax',
    jurisdiction: 'New Zealand (Inland Revenue)',
    officialUrl: 'https://www.ird.govt.nz/',
  },
  {
    starterKey: 'nz-nzta-mr13a',
    name: 'MR13A Change of ownership: deceased owner’s vehicle sold',
    description: "Transfers a deceased owner's vehicle when the estate sells it.",
    category: 'probate',
    jurisdiction: 'New Zealand (Waka Kotahi NZ Transport Agency)',
    officialUrl: 'https://www.nzta.govt.nz/',
  },
  {
    starterKey: 'nz-nzta-mr13b',
    name: 'MR13B Change of ownership: deceased owner’s vehicle kept',
    description: "Transfers a deceased owner's vehicle to the estate or a family member who keeps it.",
    category: 'probate',
    jurisdiction: 'New Zealand (Waka Kotahi NZ Transport Agency)',
    officialUrl: 'https://www.nzta.govt.nz/',
  },
  {
    starterKey: 'nz-bdm-death-certificate',
    name: 'Death certificate order (Births, Deaths and Marriages)',
    description:
      'Orders a death certificate from Births, Deaths and Marriages (Te Tari Taiwhenua, Department of Internal Affairs), for a fee; banks, insurers and the High Court ask for one.',
    category: 'probate',
    jurisdiction: 'New Zealand (Births, Deaths and Marriages)',
    officialUrl: 'https://www.bdm.govt.nz/',
  },
] as const;

/** Adds the starter forms this database lacks; run at every start-up (app.ts), demo or not. */
export async function seedLegalForms(db: Db): Promise<void> {
  await db
    .insert(legalForms)
    .values(STARTER_LEGAL_FORMS.map((f) => ({ ...f, status: 'active' })))
    .onConflictDoNothing({ target: legalForms.starterKey });
}
