import type { BadgeTone } from '@/components/ui/badge';

/**
 * Spec 2 §4's badge colours for the estate records' statuses, in one place: completed, paid,
 * verified, active and mitigated green; in progress, approved, submitted and draft amber; overdue,
 * disputed and unverified red; anything else grey. (An asset's "pending" is amber: its own badge.)
 */
const STATUS_TONES: Record<string, BadgeTone> = {
  completed: 'success',
  paid: 'success',
  verified: 'success',
  active: 'success',
  mitigated: 'success',
  in_progress: 'warning',
  approved: 'warning',
  submitted: 'warning',
  draft: 'warning',
  overdue: 'error',
  disputed: 'error',
  unverified: 'error',
};
export const statusTone = (status: string): BadgeTone => STATUS_TONES[status] ?? 'neutral';

/** A priority: high red, medium amber, low grey. */
export const priorityTone = (priority: string): BadgeTone =>
  priority === 'high' ? 'error' : priority === 'medium' ? 'warning' : 'neutral';

/** A document access level (spec 2 Document Access Permissions): admin red, edit amber, view green. */
export const accessLevelTone = (level: string): BadgeTone =>
  level === 'admin' ? 'error' : level === 'edit' ? 'warning' : 'success';
