import type { Db } from '../db/client.js';
import { controlledItemAccesses, controlledItems, inventoryItems } from '../db/schema.js';

type Item = Omit<typeof inventoryItems.$inferInsert, 'estateId'>;
type Controlled = Omit<typeof controlledItems.$inferInsert, 'estateId'> & {
  /** The chain of custody, oldest first (the last is the item's "last accessed"). */
  accesses?: { at: string; by: string; purpose: string }[];
};

/**
 * The demo estates' inventory and controlled items, by the estate's index in DEMO_ESTATES: Margaret
 * Wilson's Thorndon house full of chattels, Hēmi Te Rangi's Napier home with a firearm and taonga,
 * David Chen's flat with little in it.
 */
export async function seedDemoInventory(db: Db, estateId: string, index: number): Promise<void> {
  const items: Record<number, Item[]> = {
    0: [
      {
        name: 'Toyota Corolla GX hatchback (2017)',
        category: 'vehicles',
        serialNumber: 'Plate KGH512 · VIN JTNKU3JE60J012345',
        location: 'Garage, 12 Kauri Street',
        condition: 'good',
        status: 'pending_valuation',
        description: 'Silver, 84,000 km; WOF to March 2027.',
        purchasePriceCents: 2_450_000,
        purchaseDate: '2017-05-20',
        notes: 'Turners to give a trade valuation; insurance kept current with AA.',
      },
      {
        name: 'Colin McCahon screenprint',
        category: 'art',
        serialNumber: 'Edition 14/50',
        location: 'Lounge, 12 Kauri Street',
        condition: 'excellent',
        status: 'pending_valuation',
        description: 'Framed screenprint, signed; bought at Peter McLeavey Gallery.',
        purchasePriceCents: 380_000,
        purchaseDate: '1986-11-02',
        notes: 'Art+Object to value before the children choose; specific gift to Sarah in the will.',
      },
      {
        name: 'Rimu dining table and six chairs',
        category: 'furniture',
        location: 'Dining room, 12 Kauri Street',
        condition: 'fair',
        status: 'in_possession',
        description: 'Made in Petone in the 1960s; two chairs need regluing.',
      },
      {
        name: 'Gold wedding ring and pearl necklace',
        category: 'jewellery',
        location: 'Firm’s safe, Lambton Quay',
        condition: 'excellent',
        status: 'in_possession',
        notes: 'Collected from the house on 20 June 2026 for safekeeping.',
      },
      {
        name: 'Samsung 55-inch television',
        category: 'electronics',
        serialNumber: 'UA55AU8000 · 0B9X3CMT400123',
        location: 'Lounge, 12 Kauri Street',
        condition: 'good',
        status: 'sold',
        purchasePriceCents: 129_900,
        purchaseDate: '2022-08-14',
        notes: 'Sold to a neighbour for $450.00; paid into the estate account.',
      },
    ],
    1: [
      {
        name: 'Pounamu hei tiki pendant',
        category: 'jewellery',
        location: 'With Mere Te Rangi, Marine Parade',
        condition: 'excellent',
        status: 'in_possession',
        description: 'Family taonga, carved pounamu on a muka cord.',
        notes: 'Taonga: stays with the whānau; not for sale or valuation.',
      },
      {
        name: 'Ford Ranger XLT ute (2019)',
        category: 'vehicles',
        serialNumber: 'Plate MHR208',
        location: 'Driveway, 48 Marine Parade',
        condition: 'good',
        status: 'pending_valuation',
        purchasePriceCents: 5_290_000,
        purchaseDate: '2019-09-30',
        notes: 'Finance owing with UDC; Mere may keep it under her option.',
      },
      {
        name: 'Fishing boat and trailer',
        category: 'other',
        serialNumber: 'Trailer plate 4TR91',
        location: 'Garage, 48 Marine Parade',
        condition: 'fair',
        status: 'in_possession',
      },
    ],
    2: [
      {
        name: 'MacBook Air laptop',
        category: 'electronics',
        serialNumber: 'C02FK1ABQ6L4',
        location: 'Flat 3, 210 Riccarton Road',
        condition: 'good',
        status: 'in_possession',
        purchasePriceCents: 189_900,
        purchaseDate: '2023-02-11',
        notes: 'Wipe after the photos are copied for the family.',
      },
      {
        name: 'Bookshelves and desk',
        category: 'furniture',
        location: 'Flat 3, 210 Riccarton Road',
        condition: 'poor',
        status: 'distributed',
        notes: 'Given to the Salvation Army Family Store with the family’s agreement.',
      },
    ],
  };
  const controlled: Record<number, Controlled[]> = {
    0: [
      {
        name: 'House keys, 12 Kauri Street',
        type: 'keys',
        location: 'Firm’s key safe, Lambton Quay',
        securityLevel: 'medium',
        status: 'secured',
        notes: 'Two sets; the agent holds a third for viewings.',
        accesses: [
          { at: '2026-06-20T09:30:00+12:00', by: 'Liam Lawyer', purpose: 'Inventory of the house' },
          { at: '2026-10-08T14:00:00+13:00', by: 'Emma Executor', purpose: 'Let the valuer in' },
        ],
      },
      {
        name: 'Safe-deposit box 114, ANZ Lambton Quay',
        type: 'safe_deposit',
        location: 'ANZ, 215–229 Lambton Quay, Wellington',
        securityLevel: 'high',
        status: 'secured',
        notes: 'Share certificates and her mother’s jewellery. The bank needs the grant and ID to open it.',
        accesses: [
          {
            at: '2026-09-16T11:00:00+12:00',
            by: 'Liam Lawyer',
            purpose: 'Opened with the grant; contents listed',
          },
        ],
      },
      {
        name: 'Original will (2019) and codicil',
        type: 'document',
        location: 'Firm’s deed room, Lambton Quay',
        securityLevel: 'high',
        status: 'secured',
        notes: 'The original went to the High Court with the application; a certified copy is kept.',
      },
    ],
    1: [
      {
        name: 'Browning .22 rifle',
        type: 'firearm',
        location: 'Hunting & Fishing Napier (licensed dealer)',
        securityLevel: 'high',
        status: 'secured',
        notes: 'Taken in by the dealer under the Arms Act until a licence holder in the whānau takes it.',
        accesses: [
          {
            at: '2026-10-03T10:15:00+13:00',
            by: 'Emma Executor',
            purpose: 'Handed to the licensed dealer for safe keeping',
          },
        ],
      },
      {
        name: 'Certificate of title, 48 Marine Parade',
        type: 'title_deed',
        location: 'Firm’s deed room, Lambton Quay',
        securityLevel: 'medium',
        status: 'secured',
      },
      {
        name: 'House and car keys',
        type: 'keys',
        location: 'With Mere Te Rangi',
        securityLevel: 'low',
        status: 'active',
        notes: 'Mere lives in the house.',
      },
    ],
    2: [
      {
        name: 'Flat keys, 210 Riccarton Road',
        type: 'keys',
        location: 'Firm’s Christchurch office',
        securityLevel: 'low',
        status: 'secured',
        notes: 'Return to the landlord at the end of the tenancy.',
      },
    ],
  };
  const mine = items[index] ?? [];
  if (mine.length) await db.insert(inventoryItems).values(mine.map((item) => ({ ...item, estateId })));
  for (const { accesses = [], ...item } of controlled[index] ?? []) {
    const last = accesses.at(-1);
    const [row] = await db
      .insert(controlledItems)
      .values({
        ...item,
        estateId,
        ...(last ? { lastAccessedAt: new Date(last.at), accessedBy: last.by } : {}),
      })
      .returning({ id: controlledItems.id });
    if (accesses.length)
      await db.insert(controlledItemAccesses).values(
        accesses.map((a) => ({
          controlledItemId: row!.id,
          accessedAt: new Date(a.at),
          accessedBy: a.by,
          purpose: a.purpose,
        })),
      );
  }
}
