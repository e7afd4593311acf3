/** Every email the product sends, one template per kind (decision 047). */
export { accountInvitationEmail } from './account-invitation.js';
export { changeEmailEmail } from './change-email.js';
export { demoRequestEmail } from './demo-request.js';
export { enquiryEmail } from './enquiry.js';
export { estateInvitationEmail } from './estate-invitation.js';
export { executorInvitationEmail } from './executor-invitation.js';
export { existingAccountEmail } from './existing-account.js';
export {
  institutionNotificationEmail,
  type InstitutionNotificationData,
} from './institution-notification.js';
export { institutionReminderEmail } from './institution-reminder.js';
export { institutionReplyEmail } from './institution-reply.js';
export { institutionResponseEmail } from './institution-response.js';
export { invoiceEmail } from './invoice.js';
export { noticeEmail } from './notice.js';
export { notificationCcEmail } from './notification-cc.js';
export { organisationMemberEmail } from './organisation-member.js';
export { notificationConfirmationEmail, type NotificationSummary } from './notification-confirmation.js';
export { passwordResetEmail } from './password-reset.js';
export { reportEmail } from './report.js';
export { unreadMessagesEmail } from './unread-messages.js';
export { verifyEmailEmail } from './verify-email.js';
export { webhookDisabledEmail } from './webhook-disabled.js';
export type { RenderedEmail } from '../layout.js';
