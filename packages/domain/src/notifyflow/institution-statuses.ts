/** Where one notified organisation's row stands (spec 1 §4): the status each row shows. */
export const INSTITUTION_STATUSES = ['pending', 'sent', 'completed', 'failed'] as const;
export type InstitutionStatus = (typeof INSTITUTION_STATUSES)[number];
