/** Notes on an estate: Add Note, and the answers. */
import { z } from 'zod';

export const NOTE_CATEGORIES = ['general', 'legal', 'financial', 'family', 'correspondence'] as const;

export type NoteCategory = (typeof NOTE_CATEGORIES)[number];

export const NOTE_CATEGORY_LABELS: Record<NoteCategory, string> = {
  general: 'General',
  legal: 'Legal',
  financial: 'Financial',
  family: 'Family',
  correspondence: 'Correspondence',
};

/** Tags typed as "probate, bank" become ['probate', 'bank']: trimmed, no empties, no repeats. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

export const createNoteSchema = z.object({
  title: z
    .string({ message: 'Title is required' })
    .trim()
    .min(1, { message: 'Title is required' })
    .max(200, { message: 'Title must be 200 characters or fewer' }),
  content: z
    .string({ message: 'Note is required' })
    .trim()
    .min(1, { message: 'Note is required' })
    .max(10_000, { message: 'Note must be 10,000 characters or fewer' }),
  category: z.enum(NOTE_CATEGORIES, { message: 'Please choose a category' }).default('general'),
  tags: z
    .array(z.string().trim().min(1).max(40, { message: 'Each tag must be 40 characters or fewer' }))
    .max(10, { message: 'At most 10 tags' })
    .default([]),
});

export type CreateNoteInput = z.input<typeof createNoteSchema>;

export const estateNoteSchema = z.object({
  noteId: z.string(),
  estateId: z.string(),
  title: z.string(),
  content: z.string(),
  category: z.enum(NOTE_CATEGORIES),
  tags: z.array(z.string()),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});

export type EstateNote = z.infer<typeof estateNoteSchema>;

export const estateNoteListSchema = z.object({ items: z.array(estateNoteSchema) });
