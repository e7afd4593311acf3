import { AlignmentType, Document, Footer, Packer, Paragraph, TextRun } from 'docx';
import { labelOf, nzLongDate, paperLabel, APPLICANT_RELATIONSHIPS, type CourtPaper } from '@estate/domain';

/**
 * The facts merged into the draft papers: the application's own (will date, occupations, the
 * applicant), the estate's (name, date of death, last address) and the firm's (decision 029).
 */
export interface CourtPaperFacts {
  application: {
    type: string;
    reference: string;
    applicantName: string;
    applicantAddress: string | null;
    applicantOccupation: string | null;
    applicantRelationship: string | null;
    deceasedOccupation: string | null;
    willDate: string | null;
  };
  estate: { deceasedName: string; dateOfDeath: string | null; lastKnownAddress: string | null };
  firm: { name: string; address: string | null; phone: string | null; email: string | null } | null;
  lawyerName: string | null;
}

/** A run of text: plain, bold, or a part a person must decide, highlighted as "[REVIEW: …]". */
type Part = string | { bold: string } | { review: string };
const review = (text: string): Part => ({ review: text });
const bold = (text: string): Part => ({ bold: text });

function runs(parts: Part[]): TextRun[] {
  return parts.map((part) =>
    typeof part === 'string'
      ? new TextRun(part)
      : 'bold' in part
        ? new TextRun({ text: part.bold, bold: true })
        : new TextRun({ text: `[REVIEW: ${part.review}]`, bold: true, highlight: 'yellow' }),
  );
}

const para = (...parts: Part[]) => new Paragraph({ children: runs(parts), spacing: { after: 160 } });
const centred = (...parts: Part[]) =>
  new Paragraph({ children: runs(parts), alignment: AlignmentType.CENTER, spacing: { after: 120 } });
const title = (text: string) =>
  new Paragraph({
    children: [new TextRun({ text: text.toUpperCase(), bold: true, size: 28 })],
    alignment: AlignmentType.CENTER,
    spacing: { before: 240, after: 240 },
  });
const numbered = (n: number, ...parts: Part[]) =>
  new Paragraph({
    children: runs([`${n}.\t`, ...parts]),
    indent: { left: 567, hanging: 567 },
    spacing: { after: 160 },
  });
const item = (...parts: Part[]) =>
  new Paragraph({ children: runs(['☐  ', ...parts]), spacing: { after: 120 } });
const blank = () => new Paragraph({ children: [] });

/** A fact, or the part to fill in highlighted when the record does not hold it. */
const fact = (value: string | null | undefined, missing: string): Part =>
  value && value.trim() ? value.trim() : review(missing);
const date = (value: string | null | undefined, missing: string): Part =>
  value ? nzLongDate(value) : review(missing);
const oneLine = (address: string | null | undefined) => address?.replace(/\s*\n\s*/g, ', ') ?? null;

function context(f: CourtPaperFacts) {
  const { application: a, estate: e } = f;
  return {
    deceased: bold(e.deceasedName),
    deceasedPlain: e.deceasedName,
    deceasedAddress: fact(oneLine(e.lastKnownAddress), "deceased's last address"),
    deceasedOccupation: fact(a.deceasedOccupation, "deceased's occupation"),
    dateOfDeath: date(e.dateOfDeath, 'date of death'),
    willDate: date(a.willDate, 'date of the will'),
    applicant: bold(a.applicantName),
    applicantPlain: a.applicantName,
    applicantAddress: fact(oneLine(a.applicantAddress), "applicant's address"),
    applicantOccupation: fact(a.applicantOccupation, "applicant's occupation"),
    relationship: a.applicantRelationship
      ? labelOf(APPLICANT_RELATIONSHIPS, a.applicantRelationship).toLowerCase()
      : null,
    isProbate: a.type === 'probate',
    grant: a.type === 'probate' ? 'probate' : 'letters of administration',
  };
}

/** The court's heading every paper opens with (Wellington registry, the estate named in full). */
function intitulement(f: CourtPaperFacts): Paragraph[] {
  const c = context(f);
  return [
    centred(bold('IN THE HIGH COURT OF NEW ZEALAND')),
    centred(bold('WELLINGTON REGISTRY')),
    centred(bold('I TE KŌTI MATUA O AOTEAROA')),
    centred(bold('TE WHANGANUI-A-TARA ROHE')),
    new Paragraph({
      children: runs(['CIV-', review('file number: given by the registry when filed')]),
      alignment: AlignmentType.RIGHT,
      spacing: { after: 240 },
    }),
    para(
      'IN THE ESTATE of ',
      c.deceased,
      ' of ',
      c.deceasedAddress,
      ', ',
      c.deceasedOccupation,
      ', deceased',
    ),
  ];
}

/** The lawyer acting, on the first page of what is filed. */
function actingFor(f: CourtPaperFacts): Paragraph[] {
  const firm = f.firm;
  return [
    blank(),
    para(bold('Lawyer acting: '), fact(f.lawyerName, 'the lawyer acting: name')),
    para(fact(firm?.name, "the firm's name"), ', ', fact(oneLine(firm?.address), "the firm's address")),
    para(
      'Telephone: ',
      fact(firm?.phone, "the firm's telephone"),
      '   Email: ',
      fact(firm?.email, "the firm's email"),
    ),
    para('Our reference: ', f.application.reference),
  ];
}

function signature(label: string): Paragraph[] {
  return [blank(), para('______________________________'), para(label)];
}

/** "Sworn at … before me", for an affidavit sworn before a lawyer or a Justice of the Peace. */
function jurat(f: CourtPaperFacts): Paragraph[] {
  return [
    blank(),
    para('SWORN at ', review('place'), ' this ', review('day'), ' day of ', review('month and year')),
    para('by ', bold(f.application.applicantName)),
    para('before me:'),
    ...signature('A solicitor of the High Court of New Zealand / A Justice of the Peace (strike out one)'),
  ];
}

function application(f: CourtPaperFacts): Paragraph[] {
  const c = context(f);
  return [
    ...intitulement(f),
    title(`Application for ${c.grant} (without notice)`),
    para(
      'The applicant, ',
      c.applicant,
      ' of ',
      c.applicantAddress,
      ', ',
      c.applicantOccupation,
      ', applies for an order that ',
      c.grant,
      ' of the estate of ',
      c.deceased,
      ', who died on ',
      c.dateOfDeath,
      ', be granted to the applicant',
      c.isProbate ? ' as the executor named in the will of the deceased dated ' : '',
      ...(c.isProbate ? [c.willDate] : []),
      '.',
    ),
    para(bold('Grounds')),
    numbered(1, 'The deceased died on ', c.dateOfDeath, '.'),
    c.isProbate
      ? numbered(
          2,
          'The deceased left a will dated ',
          c.willDate,
          ', in which the applicant is named as executor.',
        )
      : numbered(
          2,
          'The deceased died without leaving a valid will, and the applicant is the ',
          fact(c.relationship, "applicant's relationship to the deceased"),
          '.',
        ),
    c.isProbate
      ? numbered(
          3,
          'The applicant is willing to act as executor and to administer the estate according to law.',
        )
      : numbered(
          3,
          'No person has a better right to administration than the applicant: ',
          review('whether anyone has a better or equal right, and their consent or renunciation'),
          '.',
        ),
    numbered(
      4,
      'The application is made without notice because no other person is affected by the order: ',
      review('confirm, or name those to be served'),
      '.',
    ),
    para(
      'This application is supported by the affidavit of the applicant sworn on ',
      review('date sworn'),
      ' and filed with it.',
    ),
    ...signature(`Lawyer for the applicant (${f.lawyerName ?? 'name'})`),
    para('Date: ', review('date of filing')),
    ...actingFor(f),
  ];
}

function affidavit(f: CourtPaperFacts): Paragraph[] {
  const c = context(f);
  const body = c.isProbate
    ? [
        numbered(2, 'I am the executor named in the will of the deceased dated ', c.willDate, '.'),
        numbered(
          3,
          'The deceased died on ',
          c.dateOfDeath,
          ' at ',
          review('place of death'),
          '. I know this because ',
          review('how the deponent knows of the death: the death certificate sighted, say'),
          '.',
        ),
        numbered(
          4,
          'The document marked "A" and attached to this affidavit is, I believe, the last will of the deceased. ',
          'I have made the searches set out in paragraph 5 and know of no later will or codicil.',
        ),
        numbered(
          5,
          'Searches made for a later will: ',
          review('the searches made (firm, Public Trust, family)'),
        ),
        numbered(
          6,
          'The will was signed by the deceased and witnessed by ',
          review(
            'attesting-witness facts: the two witnesses, present together; whether an affidavit of due execution is needed',
          ),
          '.',
        ),
        numbered(
          7,
          'The will is in the same condition as when I received it: ',
          review("the will's condition: staple or pin marks, alterations, anything attached or removed"),
          '.',
        ),
        numbered(
          8,
          'The deceased did not marry or enter a civil union after the date of the will: ',
          review('marital status since the will (a later marriage or civil union may revoke it)'),
          '.',
        ),
      ]
    : [
        numbered(
          2,
          'I am the ',
          fact(c.relationship, "deponent's relationship to the deceased"),
          ' of the deceased.',
        ),
        numbered(
          3,
          'The deceased died on ',
          c.dateOfDeath,
          ' at ',
          review('place of death'),
          ', without leaving a valid will. I have made these searches for a will: ',
          review('the searches made (lawyers, Public Trust, family, papers of the deceased)'),
          '.',
        ),
        numbered(
          4,
          'The deceased left these persons surviving: ',
          review('surviving spouse or partner, children, and others entitled on the intestacy'),
          '.',
        ),
        numbered(
          5,
          'No person has a better or equal right to administration than I have, except: ',
          review('whether anyone has a better right, and their consent or renunciation'),
          '.',
        ),
      ];
  return [
    ...intitulement(f),
    title(`Affidavit of ${c.applicantPlain} in support of application for ${c.grant}`),
    para('I, ', c.applicant, ', of ', c.applicantAddress, ', ', c.applicantOccupation, ', swear:'),
    numbered(1, `I am the applicant for ${c.grant} and make this affidavit in support of my application.`),
    ...body,
    numbered(
      body.length + 2,
      'The deceased was domiciled in New Zealand and left property in New Zealand of an estimated value of ',
      review('estimated value band of the estate'),
      '.',
    ),
    numbered(
      body.length + 3,
      `I will administer the estate of the deceased according to law and will account for it when lawfully required.`,
    ),
    ...jurat(f),
    ...actingFor(f),
  ];
}

function exhibitNote(f: CourtPaperFacts): Paragraph[] {
  const c = context(f);
  return [
    ...intitulement(f),
    title('Exhibit note'),
    para(
      'This is the document marked "A" referred to in the affidavit of ',
      c.applicant,
      ' sworn at ',
      review('place'),
      ' this ',
      review('day'),
      ' day of ',
      review('month and year'),
      ' before me.',
    ),
    para(
      review(
        'The note is written or stamped on the original will itself, signed there by the executor and by the lawyer or Justice of the Peace: never staple or pin anything to the will',
      ),
    ),
    ...signature(c.applicantPlain),
    ...signature('A solicitor of the High Court of New Zealand / A Justice of the Peace (strike out one)'),
    para('The will: the last will of ', c.deceased, ' dated ', c.willDate, '.'),
  ];
}

function draftProbate(f: CourtPaperFacts): Paragraph[] {
  const c = context(f);
  return [
    ...intitulement(f),
    title('Probate'),
    para(
      'BE IT KNOWN that on ',
      review('date of the grant: filled in by the Court'),
      ' the last will of ',
      c.deceased,
      ' of ',
      c.deceasedAddress,
      ', ',
      c.deceasedOccupation,
      ', who died on ',
      c.dateOfDeath,
      ', a copy of which is attached, was proved and registered in the High Court of New Zealand, ',
      'and that administration of the estate of the deceased was granted by the Court to ',
      c.applicant,
      ' of ',
      c.applicantAddress,
      ', ',
      c.applicantOccupation,
      ', the executor named in the will.',
    ),
    ...signature('Deputy Registrar'),
    para(review('File this draft with a copy for the Court to seal; attach a copy of the will to each')),
    ...actingFor(f),
  ];
}

function choiceOfOption(f: CourtPaperFacts): Paragraph[] {
  const c = context(f);
  return [
    title('Notice of Choice of Option'),
    centred('Property (Relationships) Act 1976'),
    para(
      'I, ',
      c.applicant,
      ', of ',
      c.applicantAddress,
      ', ',
      c.applicantOccupation,
      ', the surviving spouse or partner of ',
      c.deceased,
      ', who died on ',
      c.dateOfDeath,
      ', choose:',
    ),
    item(bold('Option A: '), 'to apply for a division of relationship property under the Act; or'),
    item(bold('Option B: '), 'to take what I am entitled to on the intestacy of the deceased.'),
    para(
      review(
        'the option chosen: tick one; the choice is for the surviving partner alone, after independent advice',
      ),
    ),
    para(
      'The choice must be made within 6 months of the grant of administration (or of the death, for a small estate) unless the Court extends the time.',
    ),
    ...signature(c.applicantPlain),
    para('Date: ', review('date signed')),
    blank(),
    para(bold("Lawyer's certificate")),
    para(
      'I certify that before ',
      c.applicant,
      ' signed this notice I explained to them the effect and implications of the choice. ',
      review('the certificate in the form the Act prescribes, signed by the lawyer who gave the advice'),
    ),
    ...signature(`Lawyer (${f.lawyerName ?? 'name'})`),
    ...actingFor(f),
  ];
}

function filingChecklist(f: CourtPaperFacts): Paragraph[] {
  const c = context(f);
  const filed = c.isProbate
    ? [
        item('The application for probate (without notice), signed by the lawyer.'),
        item("The executor's affidavit, sworn before a lawyer or a Justice of the Peace."),
        item(
          'The ',
          bold('original will'),
          ', with the exhibit note signed on it by the executor and the person who took the affidavit. Nothing stapled or pinned to it.',
        ),
        item('The draft probate and a copy, each with a copy of the will, for the Court to seal.'),
      ]
    : [
        item('The application for letters of administration (without notice), signed by the lawyer.'),
        item("The applicant's affidavit, sworn before a lawyer or a Justice of the Peace."),
        ...(f.application.applicantRelationship === 'spouse_partner'
          ? [
              item(
                "The Notice of Choice of Option (Property (Relationships) Act 1976), with the lawyer's certificate.",
              ),
            ]
          : []),
        item('Consents or renunciations of anyone with a better or equal right to administration.'),
      ];
  return [
    title(`Filing checklist: ${paperLabel('application', f.application.type)}`),
    para(
      'Estate of ',
      c.deceased,
      ' (died ',
      c.dateOfDeath,
      '). Our reference: ',
      f.application.reference,
      '.',
    ),
    para(
      'A working list for the file, not a court document. Applications go to the High Court at the Wellington registry; ',
      "they may be uploaded and the fee paid through the courts' File and Pay service",
      ...(c.isProbate
        ? [', but the original will is still posted.']
        : ['. ', review('whether the registry needs the sworn originals posted as well')]),
    ),
    para(bold('What to post to the registry')),
    ...filed,
    item(
      'The filing fee (about $260: check the current fee on justice.govt.nz), or the File and Pay receipt.',
    ),
    item(
      "A covering letter with the firm's details and reference, and a return address for the sealed grant.",
    ),
    para(bold('Before posting')),
    item('Every part marked REVIEW in these drafts is decided and the highlighting removed.'),
    item(
      'The death certificate sighted and kept on the file: ',
      review('whether the registry asks for a copy'),
    ),
    item(
      c.isProbate
        ? 'Copies of everything kept on the file; the original will sent by tracked post.'
        : 'Copies of everything kept on the file; anything posted sent by tracked post.',
    ),
    para(bold('After filing')),
    item('Processing usually takes 4 to 8 weeks; the registry may ask questions (requisitions) first.'),
    item(
      'When the grant is sealed, mark the application Approved with its grant date: the estate records it and the clocks start (6 months for distributions under s47 of the Administration Act 1969; 12 months for Family Protection Act claims).',
    ),
    ...actingFor(f),
  ];
}

const PAPERS: Record<CourtPaper, (f: CourtPaperFacts) => Paragraph[]> = {
  application,
  affidavit,
  'exhibit-note': exhibitNote,
  'draft-probate': draftProbate,
  'choice-of-option': choiceOfOption,
  'filing-checklist': filingChecklist,
};

/**
 * One draft paper as an editable Word document, the facts merged in and the parts that need a
 * person's judgement highlighted "[REVIEW: …]". Drafts for a lawyer to check, never to file as they
 * stand (the footer says so).
 */
export async function draftCourtPaper(paper: CourtPaper, facts: CourtPaperFacts): Promise<Buffer> {
  const label = paperLabel(paper, facts.application.type);
  const doc = new Document({
    creator: facts.firm?.name ?? 'Estate administration',
    title: `${label}: estate of ${facts.estate.deceasedName}`,
    description: 'Draft for a lawyer to check before it is sworn and filed',
    styles: { default: { document: { run: { font: 'Arial', size: 22 } } } },
    sections: [
      {
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    text: 'DRAFT: to be checked by a lawyer before it is sworn and filed.',
                    italics: true,
                    size: 16,
                  }),
                ],
              }),
            ],
          }),
        },
        children: PAPERS[paper](facts),
      },
    ],
  });
  return Packer.toBuffer(doc);
}
