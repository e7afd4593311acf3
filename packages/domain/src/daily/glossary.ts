/**
 * The glossary (`/dashboard/glossary`, spec 3 §2 and §3: term, definition, category): words New
 * Zealand estates use, in plain language. General information, not legal advice.
 */

export const GLOSSARY_CATEGORIES = [
  'Court and grant',
  'Wills and people',
  'Claims and deadlines',
  'Property',
  'Tax and government',
  'Administration',
] as const;
export type GlossaryCategory = (typeof GLOSSARY_CATEGORIES)[number];

/** One glossary entry; `id` is the term's anchor on the page. */
export type GlossaryTerm = { id: string; term: string; definition: string; category: GlossaryCategory };

const entries: readonly [term: string, category: GlossaryCategory, definition: string][] = [
  [
    'Administrator',
    'Wills and people',
    'The person the High Court appoints to administer an estate when there is no will, or no executor able or willing to act. An administrator has the same duties as an executor.',
  ],
  [
    'Affidavit',
    'Court and grant',
    'A written statement of facts, sworn or affirmed as true before a lawyer, Justice of the Peace or court registrar. An application for probate includes the executor’s affidavit.',
  ],
  [
    'Attestation',
    'Wills and people',
    'The witnessing of a will: the will-maker signs in front of two witnesses, who then sign too. A witness (or their partner) should not be a beneficiary, or their gift may fail.',
  ],
  [
    'Bankruptcy of an estate',
    'Administration',
    'When an insolvent estate is administered under the Insolvency Act 2006 by the Official Assignee, rather than by the executor. Creditors or the executor can ask the court for it.',
  ],
  [
    'Beneficiary',
    'Wills and people',
    'A person or organisation who receives something from the estate, under the will or under the rules for intestacy.',
  ],
  [
    'Births, Deaths and Marriages (BDM)',
    'Tax and government',
    'The part of Te Tari Taiwhenua | Department of Internal Affairs that registers deaths and issues death certificates. The funeral director usually registers the death; certificates are ordered for a fee.',
  ],
  [
    'Caveat',
    'Court and grant',
    'A formal notice lodged with the High Court asking that no grant be made without the person who lodged it being told, usually because they question the will. (A caveat against a land title, lodged with LINZ, is a different thing.)',
  ],
  [
    'Chattels',
    'Property',
    'Personal belongings that can be moved: furniture, jewellery, vehicles, art, tools and the like. Wills often deal with chattels separately from money and land.',
  ],
  [
    'Codicil',
    'Wills and people',
    'A document that changes part of a will without replacing it. It must be signed and witnessed in the same way as a will.',
  ],
  [
    'Death certificate',
    'Tax and government',
    'The official record of a death, issued by Births, Deaths and Marriages. Banks, insurers and other organisations usually ask to see a copy.',
  ],
  [
    'Distribution',
    'Administration',
    'Handing over the estate’s money and property to the beneficiaries, once debts, tax and costs are paid and the time for claims has passed.',
  ],
  [
    'Elect to administer',
    'Court and grant',
    'A way for Public Trust (and some trustee companies) to take over the administration of a small estate without applying for a grant, by filing a notice of election with the High Court.',
  ],
  [
    'Estate',
    'Administration',
    'Everything a person owned when they died, less what they owed. It is administered by the executor or administrator.',
  ],
  [
    'Estate accounts',
    'Administration',
    'The record of everything the estate received and paid out, with the assets and liabilities, that an executor keeps and shows to the beneficiaries before final distribution.',
  ],
  [
    'Estate IRD number',
    'Tax and government',
    'The estate’s own Inland Revenue number, separate from the person’s, used for the estate’s tax returns (IR6) and bank accounts.',
  ],
  [
    'Executor',
    'Wills and people',
    'The person named in a will to carry out its wishes: gather the assets, pay the debts and distribute what is left. An executor may also be a beneficiary.',
  ],
  [
    'Family Protection Act claim',
    'Claims and deadlines',
    'A claim under the Family Protection Act 1955 by a spouse, partner, child (and sometimes grandchild or parent) who was not adequately provided for. It is normally made within 12 months of the grant; later needs the court’s leave.',
  ],
  [
    'Funeral grant',
    'Tax and government',
    'Help with funeral costs from Work and Income (a funeral grant) or ACC (after an accident), depending on how the person died and what the estate holds.',
  ],
  [
    'Grant',
    'Court and grant',
    'The High Court’s order giving someone authority to administer an estate: probate where there is a will and an executor, letters of administration otherwise. Several deadlines run from its date.',
  ],
  [
    'High Court registry',
    'Court and grant',
    'The court office that receives and processes probate and administration applications. In New Zealand these are handled centrally by the Wellington registry.',
  ],
  [
    'Insolvent estate',
    'Administration',
    'An estate whose debts are more than its assets. Debts must then be paid in the order the law sets, and beneficiaries may receive nothing.',
  ],
  [
    'Interim distribution',
    'Administration',
    'A part payment to beneficiaries before the estate is finished, once it is safe to do so, keeping enough back for debts, tax and costs.',
  ],
  [
    'Intestacy',
    'Wills and people',
    'Dying without a valid will. The Administration Act 1969 then sets out who inherits: usually the partner and children first, then other relatives.',
  ],
  [
    'IR3',
    'Tax and government',
    'The individual income tax return. The executor files one for the person up to the date of death (the date-of-death return).',
  ],
  [
    'IR6',
    'Tax and government',
    'The income tax return for an estate or trust, filed for each year the estate earns income such as interest or rent.',
  ],
  [
    'Joint tenancy',
    'Property',
    'A way of owning property together where, when one owner dies, their share passes automatically to the survivors (survivorship). It does not form part of the estate.',
  ],
  [
    'Justice of the Peace (JP)',
    'Court and grant',
    'A community volunteer who can witness statutory declarations and affidavits and certify copies of documents, free of charge.',
  ],
  [
    'KiwiSaver',
    'Tax and government',
    'A savings scheme for retirement. On death the balance is paid to the estate (not to a nominated person), usually once the provider sees the death certificate and, above a limit, the grant.',
  ],
  [
    'Letters of administration',
    'Court and grant',
    'The grant the High Court makes when there is no will, or no executor able to act, appointing an administrator.',
  ],
  [
    'LINZ transmission',
    'Property',
    'Recording the executor or administrator as owner of land on the title (through Toitū Te Whenua Land Information New Zealand), so it can be sold or transferred to a beneficiary. It needs the grant.',
  ],
  [
    'Māori land succession',
    'Property',
    'Interests in Māori freehold land pass by an order of the Māori Land Court (Te Ture Whenua Māori Act 1993), not by the High Court’s grant. The whānau applies to the Māori Land Court for succession.',
  ],
  [
    'Notice of intended claim',
    'Claims and deadlines',
    'A written notice to the executor that someone intends to make a claim against the estate. It lapses three months after it is given unless the claim is filed in court. While it is open, the executor should not distribute.',
  ],
  [
    'NZ Super',
    'Tax and government',
    'New Zealand Superannuation, paid by Work and Income. Payments can continue for 28 days after death; anything paid later is recovered from the estate.',
  ],
  [
    'Probate',
    'Court and grant',
    'The High Court’s confirmation that a will is valid and that the executor named in it may administer the estate. The application is usually prepared by a lawyer and takes 4 to 8 weeks.',
  ],
  [
    'PRA option A',
    'Claims and deadlines',
    'Under the Property (Relationships) Act 1976, the surviving partner’s choice to divide the relationship property as if the relationship had ended, instead of taking under the will or intestacy.',
  ],
  [
    'PRA option B',
    'Claims and deadlines',
    'The surviving partner’s choice to take what the will (or intestacy) gives them, without dividing relationship property. The option must be chosen within six months of the grant.',
  ],
  [
    'Public Trust',
    'Administration',
    'A Crown entity that can act as executor, administrator or trustee. It can also elect to administer small estates without a grant.',
  ],
  [
    'Real property',
    'Property',
    'Land and what is built on it, such as a house or a section. Land in the person’s sole name always needs a grant before it can be sold or transferred.',
  ],
  [
    'Residuary beneficiary',
    'Wills and people',
    'A person who receives a share of the residue: what is left after debts, costs and specific gifts are paid.',
  ],
  [
    'Residue',
    'Administration',
    'What remains of the estate after debts, tax, costs and specific gifts have been paid. It is shared among the residuary beneficiaries.',
  ],
  [
    's47 (six-month rule)',
    'Claims and deadlines',
    'Section 47 of the Administration Act 1969: an executor who distributes more than six months after the grant, without notice of a claim, is protected from later claims. So executors usually wait six months.',
  ],
  [
    's65 small estate',
    'Court and grant',
    'Section 65 of the Administration Act 1969 lets an organisation release money without a grant, up to $40,000 per organisation from 24 September 2025 (previously $15,000). Land in the person’s sole name still needs a grant.',
  ],
  [
    'Specific gift (legacy)',
    'Wills and people',
    'A particular item or sum the will gives to a named person, such as “my car to Aroha” or “$5,000 to my nephew”. It is paid before the residue is shared.',
  ],
  [
    'Survivorship',
    'Property',
    'The rule that a joint owner’s share passes to the surviving joint owners when they die. Property held this way goes to the survivor directly, outside the will.',
  ],
  [
    'Tenants in common',
    'Property',
    'A way of owning property together in defined shares. When one owner dies, their share forms part of their estate and passes under their will.',
  ],
  [
    'Testamentary promises claim',
    'Claims and deadlines',
    'A claim under the Law Reform (Testamentary Promises) Act 1949 by someone who worked for or helped the person, who promised to reward them in their will and did not.',
  ],
  [
    'Trustee',
    'Wills and people',
    'A person who holds property for others under a trust, such as one a will creates for young children. Executors often become trustees of what the will leaves in trust.',
  ],
  [
    'Will',
    'Wills and people',
    'A signed and witnessed document saying who should receive a person’s property when they die and who should carry out their wishes.',
  ],
  [
    'Work and Income',
    'Tax and government',
    'The part of the Ministry of Social Development that pays benefits and NZ Super. It should be told of a death so payments stop; it can also help with a funeral grant.',
  ],
];

/** Lower-case words joined by hyphens, macrons and brackets dropped: the term's anchor. */
function anchorOf(term: string): string {
  return term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The glossary in alphabetical order (en-NZ, so “Māori” files under M). */
export const GLOSSARY_TERMS: readonly GlossaryTerm[] = entries
  .map(([term, category, definition]) => ({ id: anchorOf(term), term, definition, category }))
  .sort((a, b) => a.term.localeCompare(b.term, 'en-NZ', { sensitivity: 'base' }));

/** The letter a term is filed under: its first letter without a macron, upper case (“Māori” → M); digits under #. */
export function glossaryLetterOf(term: string): string {
  const first = anchorOf(term).charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
}
