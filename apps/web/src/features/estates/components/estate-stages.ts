/**
 * The stages an estate moves through. The API stores stage as text and starts every estate at
 * `initial`; the list belongs in @estate/domain (reported), and is kept here until it is there.
 */
export const ESTATE_STAGES = [
  { value: 'initial', label: 'Initial' },
  { value: 'application_filed', label: 'Application Filed' },
  { value: 'grant_issued', label: 'Grant Issued' },
  { value: 'administration', label: 'Administration' },
  { value: 'distribution', label: 'Distribution' },
  { value: 'closed', label: 'Closed' },
] as const;

export function stageLabel(stage: string | null | undefined): string {
  if (!stage) return 'Unknown';
  return (
    ESTATE_STAGES.find((s) => s.value === stage)?.label ??
    stage.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())
  );
}
