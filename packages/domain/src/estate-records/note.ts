/** Notes & Comments (spec 2): an estate's working notes, each with a thread of comments. */
import { z } from 'zod';
import {
  recordBaseSchema,
  recordListQuerySchema,
  recordListSchema,
  recordTexts,
  requiredText,
  valuesOf,
  type Option,
} from './fields.js';

export const NOTE_CATEGORY_OPTIONS = [
  { value: 'general', label: 'General' },
  { value: 'legal', label: 'Legal' },
  { value: 'financial', label: 'Financial' },
  { value: 'family', label: 'Family' },
  { value: 'correspondence', label: 'Correspondence' },
] as const satisfies readonly Option[];

export const NOTE_CATEGORIES = valuesOf(NOTE_CATEGORY_OPTIONS);
export type NoteCategory = (typeof NOTE_CATEGORIES)[number];
export const NOTE_CATEGORY_LABELS = Object.fromEntries(
  NOTE_CATEGORY_OPTIONS.map((o) => [o.value, o.label]),
) as Record<NoteCategory, string>;

export const NOTE_TEXTS = recordTexts('note', 'notes', {
  emptyHint: 'Keep the estate’s working notes here: calls, meetings, decisions.',
});

/** Tags typed as "probate, bank" become ['probate', 'bank']: trimmed, no empties, no repeats. */
export function parseTags(text: string | null | undefined): string[] {
  return [
    ...new Set(
      (text ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

export const MAX_NOTE_TAGS = 10;
export const MAX_NOTE_TAG_LENGTH = 40;

/**
 * A note as the form and the API take it. Tags are the text typed ("bank, probate"); the API keeps
 * them as the list `parseTags` makes, at most 10 of at most 40 characters.
 */
export const noteInputSchema = z.object({
  title: requiredText('Title'),
  content: requiredText('Note', 10_000),
  category: z.enum(NOTE_CATEGORIES, { message: 'Please choose a category' }),
  tags: z
    .string({ message: 'Tags must be text, separated by commas' })
    .max(1000, { message: 'Tags must be 1,000 characters or fewer' })
    .refine((v) => parseTags(v).length <= MAX_NOTE_TAGS, { message: `At most ${MAX_NOTE_TAGS} tags` })
    .refine((v) => parseTags(v).every((t) => t.length <= MAX_NOTE_TAG_LENGTH), {
      message: `Each tag must be ${MAX_NOTE_TAG_LENGTH} characters or fewer`,
    })
    .nullish(),
});
export type NoteInput = z.input<typeof noteInputSchema>;

const personSchema = z.object({ id: z.string(), name: z.string() });

export const noteDtoSchema = recordBaseSchema.extend({
  title: z.string(),
  content: z.string(),
  category: z.enum(NOTE_CATEGORIES),
  tags: z.array(z.string()),
  /** Who wrote it; null when the account is gone. */
  createdBy: personSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  comments: z.number().int(),
});
export type NoteDto = z.infer<typeof noteDtoSchema>;

export const noteListQuerySchema = recordListQuerySchema.extend({
  category: z.enum(NOTE_CATEGORIES, { message: 'Please choose a category' }).optional(),
});
export const noteSummarySchema = z.object({ count: z.number().int() });
export const noteListSchema = recordListSchema(noteDtoSchema, noteSummarySchema);
export type NoteList = z.infer<typeof noteListSchema>;

/* ─────────────────────────────── Comments ─────────────────────────────── */

export const noteCommentInputSchema = z.object({ content: requiredText('Comment', 4000) });
export type NoteCommentInput = z.input<typeof noteCommentInputSchema>;

export const noteCommentSchema = z.object({
  id: z.string(),
  noteId: z.string(),
  content: z.string(),
  author: personSchema.nullable(),
  createdAt: z.string(),
});
export type NoteComment = z.infer<typeof noteCommentSchema>;
/** A note's comments, oldest first (the newest last, as a thread reads). */
export const noteCommentListSchema = z.object({ items: z.array(noteCommentSchema) });
