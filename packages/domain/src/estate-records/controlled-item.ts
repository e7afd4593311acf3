import { z } from 'zod';
import {
  PRIORITIES,
  choice,
  optionalText,
  recordBaseSchema,
  recordListQuerySchema,
  recordListSchema,
  recordTexts,
  requiredText,
  valuesOf,
  type Option,
} from './fields.js';

/**
 * Controlled Items (spec 2 §2): what must be kept safe and accounted for (keys, a safe-deposit box,
 * a firearm, the original will, title deeds), with a chain of custody of who had it and why.
 */
export const CONTROLLED_ITEM_TYPES = [
  { value: 'keys', label: 'Keys' },
  { value: 'safe_deposit', label: 'Safe-deposit box contents' },
  { value: 'firearm', label: 'Firearm' },
  { value: 'title_deed', label: 'Title deed' },
  { value: 'document', label: 'Original will or document' },
  { value: 'valuable', label: 'Valuables' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

export const SECURITY_LEVELS = PRIORITIES;

export const CONTROLLED_ITEM_STATUSES = [
  { value: 'secured', label: 'Secured' },
  { value: 'active', label: 'Active' },
] as const satisfies readonly Option[];

/**
 * Arms Act 1983: a firearm may be held only by someone with a firearms licence (a licensed dealer,
 * the Police or a licensed family member) until it is sold or passed on.
 */
export const FIREARM_HINT =
  'Arms Act 1983: a firearm may be held only by a firearms licence holder (a licensed dealer, the Police, or a licensed family member) until it is sold or passed on.';

export const CONTROLLED_ITEM_TEXTS = recordTexts('controlled item', 'controlled items', {
  emptyHint: 'Record what must be kept safe: keys, safe-deposit boxes, firearms, the original will.',
});

export const controlledItemInputSchema = z.object({
  name: requiredText('Name'),
  type: choice(CONTROLLED_ITEM_TYPES, 'type'),
  location: optionalText('Location', 200),
  securityLevel: choice(SECURITY_LEVELS, 'security level').default('medium'),
  status: choice(CONTROLLED_ITEM_STATUSES, 'status').default('secured'),
  notes: optionalText('Notes', 4000),
});
export type ControlledItemInput = z.input<typeof controlledItemInputSchema>;

export const controlledItemDtoSchema = recordBaseSchema.extend({
  name: z.string(),
  type: z.string(),
  location: z.string().nullable(),
  securityLevel: z.string(),
  status: z.string(),
  /** When it was last accessed (ISO date-time); null when never. */
  lastAccessedAt: z.string().nullable(),
  /** Who last accessed it, by the name recorded then. */
  accessedBy: z.string().nullable(),
  notes: z.string().nullable(),
});
export type ControlledItemDto = z.infer<typeof controlledItemDtoSchema>;

export const controlledItemListQuerySchema = recordListQuerySchema.extend({
  type: choice(CONTROLLED_ITEM_TYPES, 'type').optional(),
  securityLevel: choice(SECURITY_LEVELS, 'security level').optional(),
});
/** The cards: high and medium security items, and those secured. */
export const controlledItemSummarySchema = z.object({
  high: z.number().int(),
  medium: z.number().int(),
  secured: z.number().int(),
});
export type ControlledItemSummary = z.infer<typeof controlledItemSummarySchema>;
export const controlledItemListSchema = recordListSchema(
  controlledItemDtoSchema,
  controlledItemSummarySchema,
);
export type ControlledItemList = z.infer<typeof controlledItemListSchema>;

/**
 * Recording an access: why, and (optionally) whether the item is now out ("active") or back
 * ("secured"). The person is whoever records it.
 */
export const controlledItemAccessInputSchema = z.object({
  purpose: requiredText('Purpose', 500),
  /** Empty or missing: the status stays as it is. */
  status: z
    .union([z.literal(''), z.enum(valuesOf(CONTROLLED_ITEM_STATUSES))], { message: 'Please choose a status' })
    .optional(),
});
export type ControlledItemAccessInput = z.input<typeof controlledItemAccessInputSchema>;

export const controlledItemAccessSchema = z.object({
  id: z.string(),
  controlledItemId: z.string(),
  /** ISO date-time. */
  accessedAt: z.string(),
  accessedBy: z.string(),
  purpose: z.string().nullable(),
});
export type ControlledItemAccess = z.infer<typeof controlledItemAccessSchema>;

/** The chain of custody, newest first. */
export const controlledItemAccessListSchema = z.object({ items: z.array(controlledItemAccessSchema) });

/** What recording an access answers: the access, and the item as it now is. */
export const controlledItemAccessResultSchema = z.object({
  access: controlledItemAccessSchema,
  item: controlledItemDtoSchema,
});
