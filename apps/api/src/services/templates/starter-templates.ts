import { Readable } from 'node:stream';
import { inArray, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documentTemplates } from '../../db/schema.js';
import { recordAudit } from '../audit/record-audit.js';
import { adoptFiles, discardFiles, recordFileIntents } from '../files/file-intents.js';
import type { FileStore } from '../files/file-store.js';
import { readTemplateFields } from './merge-fields.js';

/*
 * The starter set of templates for New Zealand practice (issue 17): Word files generated with the
 * `docx` library at start-up, stored in the file store, and added once per database (by
 * `starterKey`; an admin's edits are never overwritten). Every firm sees them. Square brackets mark
 * what the lawyer completes by hand; `{{…}}` the estate's facts, filled in when merged.
 */

/** One paragraph of a letter: text, or a line with a bold part first. */
type Line = string | { bold: string; text?: string };

interface StarterTemplate {
  starterKey: string;
  name: string;
  description: string;
  category: string;
  tags: string[];
  title: string;
  body: Line[];
}

const LETTERHEAD: Line[] = [
  { bold: '{{firm.name}}' },
  '{{firm.address}}',
  'Phone {{firm.phone}} · {{firm.email}}',
  '',
  '{{today}}',
  '',
];

const SIGN_OFF: Line[] = ['', 'Yours faithfully', '', '', '{{lawyer.name}}', '{{firm.name}}'];

/** A letter to someone we address by name ("Dear …"), as New Zealand letters close to them. */
const SIGN_OFF_SINCERELY: Line[] = ['', 'Yours sincerely', '', '', '{{lawyer.name}}', '{{firm.name}}'];

const estateLine = 'Estate of the late {{deceased.fullName}}, who died on {{estate.dateOfDeath}}';

/** The opening of a letter to one beneficiary: letterhead, their address, the estate, the greeting. */
const TO_BENEFICIARY: Line[] = [
  ...LETTERHEAD,
  '[Beneficiary’s name]',
  '[Address]',
  '',
  { bold: estateLine },
  '',
  'Dear [name]',
];

export const STARTER_TEMPLATES: readonly StarterTemplate[] = [
  {
    starterKey: 'nz-bank-notice-of-death',
    name: 'Letter to a bank: notice of death and request for balances',
    description:
      'Tells a bank of the death, asks for the balances at the date of death and whether it will release the funds without a grant under section 65 of the Administration Act 1969.',
    category: 'Asset Management',
    tags: ['bank', 'letter', 'notice of death', 's65'],
    title: 'Notice of death and request for account balances',
    body: [
      ...LETTERHEAD,
      '[Bank name]',
      'Deceased Estates Team',
      '[Address]',
      '',
      { bold: estateLine },
      '',
      'Dear Sir or Madam',
      'We act for {{executor.name}}, the executor of the estate of {{deceased.fullName}}, late of {{deceased.lastKnownAddress}}, who died on {{estate.dateOfDeath}}. We enclose a certified copy of the death certificate [and of the grant of probate or letters of administration dated {{estate.grantDate}}].',
      'Please note the death on your records, stop any automatic payments and direct debits from the deceased’s accounts, and send us:',
      '1. the balance of every account, term deposit, loan and credit card in the deceased’s name, alone or jointly, as at the date of death, with interest accrued to that date;',
      '2. details of any safe custody items, investment products or KiwiSaver scheme you hold for the deceased;',
      '3. whether the total you hold is within the amount you may pay without a grant of administration under section 65 of the Administration Act 1969 and, if so, what you need from us to release it.',
      'Please send all correspondence about the estate to us at the address above.',
      ...SIGN_OFF,
    ],
  },
  {
    starterKey: 'nz-insurer-notice-of-death',
    name: 'Letter to an insurer: notice of death and claim',
    description:
      'Tells an insurer of the death, asks for the policies held and the sum payable, and for the claim forms.',
    category: 'Communications',
    tags: ['insurance', 'letter', 'notice of death'],
    title: 'Notice of death and request for policy details',
    body: [
      ...LETTERHEAD,
      '[Insurer name]',
      '[Address]',
      '',
      { bold: estateLine },
      { bold: 'Policy number(s): [policy numbers]' },
      '',
      'Dear Sir or Madam',
      'We act for {{executor.name}}, the executor of the estate of {{deceased.fullName}}, late of {{deceased.lastKnownAddress}}, who died on {{estate.dateOfDeath}}. A certified copy of the death certificate is enclosed.',
      'Please tell us of every policy you hold on the life of the deceased or in the deceased’s name (life, health, house, contents and vehicle), the sum payable on each at the date of death, any premiums owing or to be refunded, and whom the proceeds are payable to. Please also send us your claim forms and tell us what else you need to pay the claim.',
      'Where the deceased’s house, contents or vehicle are insured, please note the estate’s interest and keep the cover in place until we tell you otherwise.',
      ...SIGN_OFF,
    ],
  },
  {
    starterKey: 'nz-inland-revenue-notice-of-death',
    name: 'Letter to Inland Revenue: notice of death and final return',
    description:
      'Tells Inland Revenue of the death with the deceased’s IRD number, asks for an IRD number for the estate and for the deceased’s account, and says who will file the date-of-death return (IR3).',
    category: 'Tax Forms',
    tags: ['Inland Revenue', 'IRD', 'tax', 'IR3', 'letter'],
    title: 'Notice of death: request for an estate IRD number and final return',
    body: [
      ...LETTERHEAD,
      'Inland Revenue',
      '[Address]',
      '',
      { bold: estateLine },
      { bold: 'Deceased’s IRD number: [IRD number]' },
      '',
      'Dear Sir or Madam',
      'We act for {{executor.name}}, the executor of the estate of {{deceased.fullName}}, late of {{deceased.lastKnownAddress}}, who died on {{estate.dateOfDeath}}. A certified copy of the death certificate is enclosed.',
      'Please:',
      '1. record the death and note us as the estate’s tax agent and address for service;',
      '2. issue an IRD number for the estate, which will file its own returns (IR6) while it earns income;',
      '3. tell us of any tax, student loan, child support or other amount owing by or refundable to the deceased, and of any returns outstanding.',
      'We will file the deceased’s income tax return (IR3) for the period from 1 April to the date of death. Please let us know if you need anything further from us.',
      ...SIGN_OFF,
    ],
  },
  {
    starterKey: 'nz-beneficiary-interim-distribution',
    name: 'Letter to beneficiaries: interim distribution',
    description:
      'Tells a beneficiary of an interim distribution from the estate, with the amount, what is held back and why.',
    category: 'Communications',
    tags: ['beneficiary', 'distribution', 'interim', 'letter'],
    title: 'Interim distribution',
    body: [
      ...TO_BENEFICIARY,
      'We write on behalf of {{executor.name}}, the executor of the estate. The estate’s administration is well advanced, and the executor has decided to make an interim distribution to the beneficiaries.',
      'Your interim distribution is $[amount]. It will be paid into your bank account [account number] on or about [date]. Please sign and return the enclosed receipt when you have received it.',
      'The executor is holding back $[amount] to meet the estate’s remaining debts, taxes and the costs of administration. The grant was made on {{estate.grantDate}}; claims against the estate may be made within the periods the law allows, and the final distribution will be made once those periods have passed and the estate’s accounts are complete.',
      'The beneficiaries of the estate are: {{#beneficiaries}}{{fullName}}; {{/beneficiaries}}',
      'Please contact us if you have any questions.',
      ...SIGN_OFF_SINCERELY,
    ],
  },
  {
    starterKey: 'nz-beneficiary-final-distribution',
    name: 'Letter to beneficiaries: final distribution',
    description:
      'Sends a beneficiary the estate’s final accounts and tells them of the final distribution, asking for a signed receipt and discharge.',
    category: 'Communications',
    tags: ['beneficiary', 'distribution', 'final', 'letter'],
    title: 'Final distribution',
    body: [
      ...TO_BENEFICIARY,
      'We write on behalf of {{executor.name}}, the executor of the estate. The administration of the estate is complete: its assets have been collected, its debts, taxes and the costs of administration have been paid, and the periods for claims against the estate have passed.',
      'We enclose the estate’s final statement of accounts. Your share of the residue is $[amount], after the interim distribution of $[amount] paid on [date]. It will be paid into your bank account [account number] on or about [date].',
      'Before payment, please sign the enclosed receipt and discharge in front of a witness and return it to us.',
      'Please contact us if you have any questions about the accounts.',
      ...SIGN_OFF_SINCERELY,
    ],
  },
  {
    starterKey: 'nz-receipt-and-discharge',
    name: 'Receipt and discharge',
    description:
      'A beneficiary acknowledges receiving their share of the estate and discharges the executor from further claims for it.',
    category: 'Legal Forms',
    tags: ['beneficiary', 'receipt', 'discharge', 'distribution'],
    title: 'Receipt and discharge',
    body: [
      { bold: 'IN THE ESTATE of {{deceased.fullName}}, late of {{deceased.lastKnownAddress}}, deceased' },
      '',
      'I, [full name of beneficiary], of [address], acknowledge that I have received from {{executor.name}}, the executor of the estate of {{deceased.fullName}}, who died on {{estate.dateOfDeath}}, the sum of $[amount] [and the following items: [items]], being [my legacy under clause [number] of the will] [my share of the residue of the estate].',
      'I have received the estate’s statement of accounts and I am satisfied with it.',
      'I discharge the executor from all claims I have or may have against the executor in respect of the sum and items received and of my entitlement under the will.',
      '',
      'Dated [date]',
      '',
      'Signed by [full name of beneficiary]',
      '______________________________',
      '',
      'in the presence of:',
      'Witness signature: ______________________________',
      'Witness name: [name]',
      'Occupation: [occupation]',
      'Address: [address]',
    ],
  },
  {
    starterKey: 'nz-deed-of-release',
    name: 'Deed of release',
    description:
      'A deed by which a beneficiary, on being paid, releases the executor from claims about the administration of the estate; for the lawyer to adapt to the estate.',
    category: 'Legal Forms',
    tags: ['deed', 'release', 'beneficiary', 'executor'],
    title: 'Deed of release',
    body: [
      { bold: 'DEED OF RELEASE' },
      '',
      'Dated [date]',
      '',
      { bold: 'Parties' },
      '1. [Full name of beneficiary] of [address] (the beneficiary)',
      '2. {{executor.name}} as executor of the estate of {{deceased.fullName}} (the executor)',
      '',
      { bold: 'Background' },
      'A. {{deceased.fullName}}, late of {{deceased.lastKnownAddress}}, died on {{estate.dateOfDeath}}.',
      'B. Probate of the will [letters of administration] was granted to the executor by the High Court on {{estate.grantDate}}.',
      'C. The beneficiary is entitled to [describe the entitlement] under the will and has received the estate’s final statement of accounts.',
      'D. The executor will pay the beneficiary $[amount] in full satisfaction of that entitlement, on the terms of this deed.',
      '',
      { bold: 'It is agreed' },
      '1. On receiving $[amount], the beneficiary releases and discharges the executor from all claims, demands and proceedings the beneficiary has or may have against the executor arising from the administration of the estate.',
      '2. The beneficiary confirms that they have had the opportunity to take independent legal advice before signing this deed.',
      '3. This deed is governed by the law of New Zealand.',
      '',
      { bold: 'Executed as a deed' },
      'Signed by [full name of beneficiary]',
      '______________________________',
      'in the presence of: [witness name, occupation and address]',
      '',
      'Signed by {{executor.name}}',
      '______________________________',
      'in the presence of: [witness name, occupation and address]',
    ],
  },
];

/** A starter template as a Word file. */
export async function starterTemplateFile(template: StarterTemplate): Promise<Buffer> {
  // docx is loaded only when a starter file is made (a new database), not at every start.
  const { AlignmentType, Document, Packer, Paragraph, TextRun } = await import('docx');
  const paragraph = (line: Line) =>
    new Paragraph({
      spacing: { after: 120 },
      children:
        typeof line === 'string'
          ? [new TextRun(line)]
          : [new TextRun({ text: line.bold, bold: true }), ...(line.text ? [new TextRun(line.text)] : [])],
    });
  const document = new Document({
    creator: 'Estate platform',
    title: template.title,
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [
      {
        children: [
          new Paragraph({
            alignment: AlignmentType.LEFT,
            spacing: { after: 240 },
            children: [new TextRun({ text: template.title, bold: true, size: 28 })],
          }),
          ...template.body.map(paragraph),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/**
 * Adds the starter templates this database lacks (by `starterKey`), each file generated and stored
 * first and adopted in the row's transaction. Run at every start-up (app.ts), so a production
 * instance has them as well as the demo; never touches one already there.
 */
export async function seedStarterTemplates(db: Db, store: FileStore): Promise<void> {
  const present = await db
    .select({ key: documentTemplates.starterKey })
    .from(documentTemplates)
    .where(
      inArray(
        documentTemplates.starterKey,
        STARTER_TEMPLATES.map((t) => t.starterKey),
      ),
    );
  const have = new Set(present.map((p) => p.key));
  for (const template of STARTER_TEMPLATES) {
    if (have.has(template.starterKey)) continue;
    const file = await starterTemplateFile(template);
    const fileName = `${template.starterKey}.docx`;
    const key = `templates/starter/${template.starterKey}-${Date.now()}.docx`;
    await recordFileIntents(db, [key]);
    await store.put(key, Readable.from([file]));
    const { fields } = readTemplateFields(file, fileName);
    await db
      .transaction(async (tx) => {
        await adoptFiles(tx, { stored: [key], consumed: [] });
        const [row] = await tx
          .insert(documentTemplates)
          .values({
            firmId: null,
            name: template.name,
            description: template.description,
            category: template.category,
            status: 'active',
            tags: template.tags,
            format: 'DOCX',
            version: 1,
            fileName,
            storageKey: key,
            sizeBytes: file.length,
            fields,
            starterKey: template.starterKey,
          })
          .onConflictDoNothing({ target: documentTemplates.starterKey })
          .returning();
        // Another instance starting at the same moment added it first: keep theirs.
        if (!row) tx.rollback();
        await recordAudit(tx, {
          actorId: null,
          action: 'document_template.created',
          entityType: 'document_template',
          entityId: row!.id,
          data: { name: template.name, starterKey: template.starterKey },
        });
      })
      .catch(async (err: unknown) => {
        await discardFiles(db, store, [key]);
        if (!(err instanceof TransactionRollbackError)) throw err;
      });
  }
}
