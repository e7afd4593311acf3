/** The two ways an estate is administered: a will proved (probate), or letters of administration. */
export const WORKFLOW_TYPES = ['probate', 'letters_of_administration'] as const;

export type WorkflowType = (typeof WORKFLOW_TYPES)[number];
