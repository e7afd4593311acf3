import type { NoteInput } from '@estate/domain';
import type { Db } from '../db/client.js';
import type { Actor } from '../services/auth/actor.js';
import { addNoteComment } from '../services/notes/note-comments.js';
import { noteRecords } from '../services/records/kinds/notes.js';
import { saveRecord } from '../services/records/kit.js';

type Person = Pick<Actor, 'id' | 'role' | 'name'>;
type DemoNote = NoteInput & {
  by: 'lawyer' | 'executor';
  comments?: [by: 'lawyer' | 'executor', text: string][];
};

/** Notes every demo estate has, then those of Margaret Wilson's (0), Hēmi Te Rangi's (1), David Chen's (2). */
const COMMON: DemoNote[] = [
  {
    by: 'lawyer',
    title: 'Called ANZ bereavement team',
    category: 'financial',
    tags: 'bank, ANZ',
    content:
      'Accounts frozen on notice of death. They need a certified copy of the death certificate and, over $15,000, the sealed grant before releasing funds.',
    comments: [
      ['executor', 'Posted the certified copy on Monday; they have it on file now.'],
      ['lawyer', 'Thanks. Diarised a follow-up for when the grant is sealed.'],
    ],
  },
  {
    by: 'executor',
    title: 'Whānau hui at the family home',
    category: 'family',
    tags: 'whānau, chattels',
    content:
      'Everyone agreed the house stays as it is until the valuation is in. The taonga and photos go to the grandchildren; nothing is to be sold before the list is agreed.',
    comments: [
      ['lawyer', 'Noted. Please list the taonga with a short description so we can attach it to the will.'],
    ],
  },
];

const BY_ESTATE: DemoNote[][] = [
  [
    {
      by: 'lawyer',
      title: 'Probate sealed by the High Court',
      category: 'legal',
      tags: 'probate, High Court',
      content:
        'Grant of probate sealed in the Wellington registry. Sent sealed copies to ANZ, the share registry and Land Information New Zealand for the transmission.',
    },
    {
      by: 'lawyer',
      title: 'IRD: final IR3 for the date of death',
      category: 'correspondence',
      tags: 'IRD, tax',
      content:
        'Rang Inland Revenue about the final return to the date of death and the estate’s own IRD number. They will send the IR596 once the estate is registered.',
      comments: [['executor', 'I have the last two years of returns in the filing cabinet; will scan them.']],
    },
  ],
  [
    {
      by: 'lawyer',
      title: 'Letters of administration: who may apply',
      category: 'legal',
      tags: 'intestacy, letters of administration',
      content:
        'No will found after checking with the Public Trust and local firms. Mere as surviving partner has priority to apply; her Property (Relationships) Act choice is due within six months of the grant.',
      comments: [['executor', 'Mere would like a meeting to understand option A and option B.']],
    },
  ],
  [
    {
      by: 'lawyer',
      title: 'Small estate: no grant needed',
      category: 'legal',
      tags: 'small estate, KiwiSaver',
      content:
        'Total assets are under the $15,000 limit per holder, so Simplicity will release the KiwiSaver on a statutory declaration. No application to the High Court.',
    },
  ],
];

/**
 * The demo estate's notes and their comments, saved through the notes kind and the comment service
 * (so each is audited and appears on the estate's timeline, as a note added on screen would).
 */
export async function seedDemoNotes(
  db: Db,
  estateId: string,
  index: number,
  people: { lawyer: Person; executor: Person | null },
  publicUrl: string,
): Promise<void> {
  const who = (by: 'lawyer' | 'executor') =>
    by === 'executor' ? (people.executor ?? people.lawyer) : people.lawyer;
  for (const { by, comments = [], ...note } of [...COMMON, ...(BY_ESTATE[index] ?? [])]) {
    const saved = await saveRecord(
      { db, config: { publicUrl } },
      who(by),
      noteRecords,
      estateId,
      null,
      noteRecords.input.parse(note),
    );
    for (const [author, content] of comments)
      await addNoteComment(db, who(author), estateId, saved.id, { content });
  }
}
