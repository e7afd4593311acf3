/**
 * An estate's statuses and stages, their names and badge tones. Apart from estate.ts and without
 * zod, so a screen that shows them (the dashboard's first screen) downloads no schema for them:
 * the web app's bundler keeps or drops a module whole (decision 085).
 */
export const ESTATE_STATUSES = ['active', 'pending', 'completed', 'closed'] as const;

export type EstateStatus = (typeof ESTATE_STATUSES)[number];

export const ESTATE_STATUS_LABELS: Record<EstateStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  completed: 'Completed',
  closed: 'Closed',
};

/**
 * The stages an estate moves through, in order. Every estate starts at `initial` (spec 2 §3); the
 * spec leaves later transitions open, so any stage may be chosen (administration is not linear).
 */
export const ESTATE_STAGES = [
  { value: 'initial', label: 'Initial' },
  { value: 'application_filed', label: 'Application Filed' },
  { value: 'grant_issued', label: 'Grant Issued' },
  { value: 'administration', label: 'Administration' },
  { value: 'distribution', label: 'Distribution' },
  { value: 'closed', label: 'Closed' },
] as const;

export type EstateStage = (typeof ESTATE_STAGES)[number]['value'];

export const ESTATE_STAGE_VALUES = ESTATE_STAGES.map((s) => s.value) as [EstateStage, ...EstateStage[]];

export function stageLabel(stage: string | null | undefined): string {
  if (!stage) return 'Unknown';
  return (
    ESTATE_STAGES.find((s) => s.value === stage)?.label ??
    stage.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())
  );
}

/** Estate status badge tone (spec 2 §4): active green, pending amber, anything else red. */
export function estateStatusTone(status: string | null | undefined): 'success' | 'warning' | 'error' {
  if (status === 'active') return 'success';
  if (status === 'pending') return 'warning';
  return 'error';
}
