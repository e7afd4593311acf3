/** The audit action each cause writes, all on entity `institutions_notified` (its trail). */
export const STATUS_AUDIT_ACTIONS = {
  email: 'institution_notified.email_sent',
  letter: 'institution_notified.letter_posted',
  admin: 'institution_notified.status_changed',
  organisation: 'institution.responded',
  family: 'institution_notified.family_replied',
} as const;
