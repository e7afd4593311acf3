import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { correspondence, documents, stakeholders } from '../db/schema.js';

type Person = typeof stakeholders.$inferInsert;
type Entry = Omit<typeof correspondence.$inferInsert, 'estateId'> & { with?: number; attach?: boolean };

/**
 * The demo estates' stakeholders and correspondence, by the estate's index in DEMO_ESTATES (Margaret
 * Wilson's granted and being administered, Hēmi Te Rangi's intestate with a surviving partner, David
 * Chen's a small estate). Each stakeholder's last contact is their latest sent entry, as the screens
 * keep it. `with` names a stakeholder by place; `attach` links the estate's uploaded document.
 */
export async function seedDemoCorrespondence(db: Db, estateId: string, index: number): Promise<void> {
  const partner = index === 1 ? 'Mere Te Rangi' : 'Sarah Wilson';
  const people: Omit<Person, 'estateId'>[] = [
    {
      name: 'Emma Executor',
      role: 'executor',
      type: 'internal',
      email: 'executor@demo.estate.nz',
      phone: '021 555 0142',
      permissions: ['view_all', 'edit_documents', 'approve_distributions', 'view_financial'],
    },
    {
      name: 'Ben Beneficiary',
      role: 'beneficiary',
      type: 'external',
      email: 'beneficiary@demo.estate.nz',
      permissions: ['view_distributions', 'view_documents'],
    },
    {
      name: partner,
      role: 'beneficiary',
      type: 'external',
      phone: index === 1 ? '027 410 8833' : '022 318 4471',
      notes: index === 1 ? 'Surviving partner: deciding on the Property (Relationships) Act option.' : null,
      permissions: ['view_distributions'],
    },
    {
      name:
        index === 2
          ? 'Priya Naidu, Naidu & Co Chartered Accountants'
          : 'Grant Hollis, Hollis Chartered Accountants',
      role: 'advisor',
      type: 'external',
      email: index === 2 ? 'priya@naiduco.example.nz' : 'grant@hollisca.example.nz',
      phone: index === 2 ? '03 348 2210' : '04 472 9905',
      status: index === 2 ? 'inactive' : 'active',
      permissions: ['view_financial', 'edit_tax_documents'],
    },
  ];
  const saved = await db
    .insert(stakeholders)
    .values(people.map((p) => ({ ...p, estateId })))
    .returning({ id: stakeholders.id, name: stakeholders.name });

  const [doc] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.estateId, estateId))
    .limit(1);
  const plans: Record<number, Entry[]> = {
    0: [
      {
        type: 'letter',
        party: 'High Court, Wellington Registry',
        date: '2026-08-12',
        subject: 'Application for probate filed',
        summary:
          'Without-notice application with the will, the executor’s affidavit and the death certificate.',
        attach: true,
      },
      {
        type: 'email',
        party: 'Emma Executor',
        date: '2026-09-03',
        subject: 'Probate granted: next steps',
        summary: 'Sent the sealed grant; asked Emma to arrange house insurance in her name as executor.',
        with: 0,
      },
      {
        type: 'call',
        direction: 'incoming',
        party: 'Sarah Wilson',
        date: '2026-10-14',
        subject: 'Question about the bach',
        summary:
          'Sarah asked whether the Taupō bach can be kept in the family; explained the will’s residue clause.',
        with: 2,
      },
      {
        type: 'email',
        party: 'Grant Hollis, Hollis Chartered Accountants',
        date: '2026-11-05',
        subject: 'Date-of-death IR3 return',
        summary: 'Sent the bank statements for the final individual return to the date of death.',
        with: 3,
      },
      {
        type: 'letter',
        party: 'Ben Beneficiary',
        date: '2027-03-05',
        subject: 'Interim distribution',
        summary: 'Letter to go out after the six-month period under s47 of the Administration Act 1969.',
        status: 'scheduled',
        with: 1,
      },
    ],
    1: [
      {
        type: 'call',
        party: 'Mere Te Rangi',
        date: '2026-10-06',
        subject: 'Choice of option under the Property (Relationships) Act',
        summary: 'Explained options A and B and the six-month time limit; recommended independent advice.',
        with: 2,
      },
      {
        type: 'email',
        party: 'Public Trust',
        date: '2026-10-09',
        subject: 'Will search',
        summary: 'Asked Public Trust to search its will bank; no will held.',
      },
      {
        type: 'letter',
        party: 'High Court, Napier Registry',
        date: '2026-10-20',
        subject: 'Application for letters of administration',
        summary: 'Filed with the affidavit of no will and the death certificate.',
        attach: true,
      },
      {
        type: 'email',
        direction: 'incoming',
        party: 'Emma Executor',
        date: '2026-11-02',
        subject: 'Māori land interests',
        summary: 'Emma found shares in a Māori land trust; to be dealt with through the Māori Land Court.',
        with: 0,
      },
    ],
    2: [
      {
        type: 'email',
        party: 'Simplicity KiwiSaver',
        date: '2026-11-06',
        subject: 'KiwiSaver release without probate',
        summary: 'Asked for the balance and their form for a release under s65 of the Administration Act.',
        attach: true,
      },
      {
        type: 'call',
        party: 'Emma Executor',
        date: '2026-11-10',
        subject: 'Small estate: no grant needed',
        summary: 'Agreed to try s65 releases before applying for probate.',
        with: 0,
      },
      {
        type: 'email',
        direction: 'incoming',
        party: 'Priya Naidu, Naidu & Co Chartered Accountants',
        date: '2026-06-30',
        subject: 'Final tax return',
        summary: 'Priya confirmed the last IR3 was filed before the death; she is no longer acting.',
        with: 3,
      },
    ],
  };
  const entries = plans[index] ?? [];
  if (!entries.length) return;
  await db.insert(correspondence).values(
    entries.map(({ with: who, attach, ...e }) => ({
      ...e,
      estateId,
      stakeholderId: who === undefined ? null : saved[who]!.id,
      documentId: attach && doc ? doc.id : null,
    })),
  );
  // Last contact: each stakeholder's latest sent entry (as logging it on the screen keeps it).
  for (const [i, person] of saved.entries()) {
    const dates = entries
      .filter((e) => e.with === i && (e.status ?? 'sent') === 'sent')
      .map((e) => e.date)
      .sort();
    const last = dates.at(-1);
    if (last) await db.update(stakeholders).set({ lastContact: last }).where(eq(stakeholders.id, person.id));
  }
}
