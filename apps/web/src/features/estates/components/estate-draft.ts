import { WILL_STATUSES } from '@estate/domain';
import { z } from 'zod';

/**
 * Where the new-estate wizard keeps its draft between visits. Files cannot be stored: only their
 * names, to say after a reload which ones to attach again.
 */
export const NEW_ESTATE_DRAFT_KEY = 'estate.new-estate.draft';

const str = z.string().catch('');

const draftSchema = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3)]).catch(1),
  deceasedName: str,
  dateOfDeath: str,
  lastKnownAddress: str,
  willStatus: z.enum(WILL_STATUSES).or(z.literal('')).catch(''),
  estimatedValue: str,
  notes: str,
  fileNames: z.array(z.string().max(255)).max(20).catch([]),
});
export type EstateDraft = z.infer<typeof draftSchema>;

export function emptyEstateDraft(): EstateDraft {
  return draftSchema.parse({});
}

/**
 * The saved draft, or an empty one. A draft that cannot be read (not JSON, not an object) is
 * removed, as the spec asks; a field of the wrong shape just falls back to empty.
 */
export function loadEstateDraft(): EstateDraft {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(NEW_ESTATE_DRAFT_KEY);
  } catch {
    return emptyEstateDraft();
  }
  if (!raw) return emptyEstateDraft();
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error('not a draft');
    return draftSchema.parse(parsed);
  } catch {
    clearEstateDraft();
    return emptyEstateDraft();
  }
}

/** Keeps what is typed; a field not filled in yet (undefined) is kept as empty. */
export function saveEstateDraft(draft: { [K in keyof EstateDraft]?: unknown }): void {
  try {
    window.localStorage.setItem(NEW_ESTATE_DRAFT_KEY, JSON.stringify(draftSchema.parse(draft)));
  } catch {
    // Storage full or disabled: the wizard still works, only without a draft.
  }
}

export function clearEstateDraft(): void {
  try {
    window.localStorage.removeItem(NEW_ESTATE_DRAFT_KEY);
  } catch {
    // As above.
  }
}
