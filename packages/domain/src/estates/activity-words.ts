/**
 * How an audit event's values read in a sentence: the Timeline's, and the dashboard's Recent
 * Activity. Apart from timeline.ts and without zod, so the dashboard's first screen downloads no
 * schema for them (decision 085).
 */

/**
 * A value from an audit event's data as text: a string as it is, a number or true / false written
 * out, and `otherwise` when it is absent (or not a plain value, which the events never hold).
 */
export const auditValueText = (v: unknown, otherwise: string): string =>
  typeof v === 'string'
    ? v
    : typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint'
      ? String(v)
      : otherwise;

/** A task's status as a sentence says it ("moved … to in progress"). */
export const TASK_STATUS_WORDS: Record<string, string> = {
  todo: 'to do',
  in_progress: 'in progress',
  completed: 'completed',
};
