/**
 * Realistic data for every email template, rendered for people to look at (`npm run email:preview`)
 * and by the tests. Keys are the outbox kinds the templates write.
 */
import * as t from './templates/index.js';
import type { RenderedEmail } from './layout.js';

export const SAMPLE_PUBLIC_URL = 'https://app.estate-platform.nz';

const u = SAMPLE_PUBLIC_URL;
const docs = [
  { name: 'Death certificate.pdf', url: `${u}/api/respond/tok123/documents/d1` },
  { name: 'Letters of administration.pdf', url: `${u}/api/respond/tok123/documents/d2` },
];

/** Each kind's sample: the template applied to data such as the product really sends. */
export const EMAIL_SAMPLES: Record<string, (publicUrl?: string) => RenderedEmail> = {
  'verify-email': (p = u) =>
    t.verifyEmailEmail({
      name: 'Aroha Ngata',
      url: `${p}/api/auth/verify-email?token=abc.def&callbackURL=%2F`,
    }),
  'change-email': (p = u) =>
    t.changeEmailEmail({
      name: 'Aroha Ngata',
      url: `${p}/api/auth/verify-email?token=abc.def&callbackURL=%2Fdashboard`,
    }),
  'existing-account': (p = u) => t.existingAccountEmail({ name: 'Aroha Ngata', publicUrl: p }),
  'password-reset': (p = u) =>
    t.passwordResetEmail({ name: 'Aroha Ngata', url: `${p}/reset-password?token=r3s3t` }),
  'account-invitation': (p = u) =>
    t.accountInvitationEmail({ name: 'Mere Parata', url: `${p}/reset-password?token=inv1te`, publicUrl: p }),
  'organisation-member': (p = u) =>
    t.organisationMemberEmail({ organisation: 'ANZ Bank New Zealand', role: 'admin', publicUrl: p }),
  'notification-confirmation': (p = u) =>
    t.notificationConfirmationEmail({
      recipientName: 'Aroha Ngata',
      deceasedName: 'Hemi Te Rangi',
      referenceCode: 'NF-7KQ2-9X',
      organisations: ['ANZ Bank New Zealand', 'Inland Revenue'],
      reasons: 'Close accounts, Stop payments',
      statusUrl: `${p}/notify/status/NF-7KQ2-9X`,
    }),
  'notification-cc': (p = u) =>
    t.notificationCcEmail({
      ccName: 'Wiremu Te Rangi',
      recipientName: 'Aroha Ngata',
      deceasedName: 'Hemi Te Rangi',
      referenceCode: 'NF-7KQ2-9X',
      organisations: ['ANZ Bank New Zealand', 'Inland Revenue'],
      reasons: 'Close accounts, Stop payments',
      statusUrl: `${p}/notify/status/NF-7KQ2-9X`,
    }),
  'institution-notification': (p = u) =>
    t.institutionNotificationEmail({
      institutionName: 'ANZ Bank New Zealand',
      deceasedName: 'Hemi Te Rangi',
      dateOfDeath: '2026-10-20',
      referenceCode: 'NF-7KQ2-9X',
      accountReference: '01-0123-0456789-00',
      reasons: 'Close accounts, Stop payments',
      probate: 'Applied for',
      irdRefund: true,
      lifeInsurance: false,
      contact: 'Aroha Ngata (daughter), by email: aroha@example.nz',
      additionalInformation: 'Please send letters to the estate’s lawyer.\nThank you.',
      documents: docs.map((d) => ({ ...d, url: d.url.replace(u, p) })),
      respondUrl: `${p}/respond/tok123`,
    }),
  'institution-reply': (p = u) =>
    t.institutionReplyEmail({
      institutionName: 'ANZ Bank New Zealand',
      deceasedName: 'Hemi Te Rangi',
      referenceCode: 'NF-7KQ2-9X',
      familyName: 'Aroha Ngata',
      message: 'The grant of administration is attached.\nNgā mihi, Aroha',
      documents: docs.slice(1).map((d) => ({ ...d, url: d.url.replace(u, p) })),
      respondUrl: `${p}/respond/tok123`,
    }),
  'institution-reminder': (p = u) =>
    t.institutionReminderEmail({
      institutionName: 'ANZ Bank New Zealand',
      deceasedName: 'Hemi Te Rangi',
      dateOfDeath: '2026-10-20',
      sentAt: new Date('2026-11-02T21:30:00Z'),
      referenceCode: 'NF-7KQ2-9X',
      accountReference: null,
      documents: docs.map((d) => ({ ...d, url: d.url.replace(u, p) })),
      respondUrl: `${p}/respond/tok456`,
    }),
  'institution-response': (p = u) =>
    t.institutionResponseEmail({
      organisation: 'ANZ Bank New Zealand',
      what: 'needs more information',
      deceasedName: 'Hemi Te Rangi',
      referenceCode: 'NF-7KQ2-9X',
      message: 'Please send a certified copy of the death certificate.',
      needsInfo: true,
      statusUrl: `${p}/notify/status/NF-7KQ2-9X`,
    }),
  'public-site.enquiry': () =>
    t.enquiryEmail({
      name: 'Sam Walker',
      email: 'sam@example.nz',
      phone: '021 555 0123',
      subject: 'Pricing for a law firm',
      message: 'We are a firm of 6 lawyers in Hamilton.\nWhat would it cost us?',
    }),
  'public-site.demo-request': () =>
    t.demoRequestEmail({
      name: 'Sam Walker',
      email: 'sam@example.nz',
      phone: null,
      company: 'Walker & Co Lawyers',
      role: 'Partner',
      message: 'Any Tuesday afternoon suits.',
    }),
  notice: (p = u) =>
    t.noticeEmail({
      subject: 'Due 2 December 2026: File the IR3 return',
      lines: ['The task "File the IR3 return" on the estate of Hemi Te Rangi is due on 2 December 2026.'],
      link: `${p}/dashboard/estates/6f1c0b7e`,
    }),
  'notice-message': (p = u) =>
    t.unreadMessagesEmail({
      senders: ['Mere Parata', 'Wiremu Te Rangi'],
      count: 3,
      estateName: 'Hemi Te Rangi',
      link: `${p}/dashboard/messages?thread=0b9e`,
    }),
  'executor-invitation': (p = u) =>
    t.executorInvitationEmail({
      inviterName: 'Mere Parata',
      deceasedName: 'Hemi Te Rangi',
      link: `${p}/signup?email=aroha%40example.nz`,
    }),
  'estate-invitation': (p = u) =>
    t.estateInvitationEmail({
      name: 'Aroha Ngata',
      inviterName: 'Mere Parata',
      deceasedName: 'Hemi Te Rangi',
      role: 'a beneficiary',
      message: 'Kia ora Aroha, this is where we will share the estate’s papers.',
      link: `${p}/invitations/Zk3x9`,
      expiresAt: new Date('2026-12-08T23:30:00Z'),
    }),
  invoice: () =>
    t.invoiceEmail({
      customerName: 'Walker & Co Lawyers',
      number: 'INV-000123',
      supplier: {
        name: 'NZ Estate Platform Limited',
        gstNumber: '123-456-789',
        paymentDetails: 'Bank account 12-3456-7890123-00',
      },
      total: '$1,150.00',
      issueDate: '2026-11-25',
      dueDate: '2026-12-20',
      paidDate: null,
    }),
  'webhook-disabled': (p = u) =>
    t.webhookDisabledEmail({
      institutionName: 'ANZ Bank New Zealand',
      endpoint: 'hooks.anz.example.nz/notifyflow',
      failingSince: '2 December 2026, 9:15 am',
      lastError: 'HTTP 503',
      manageUrl: `${p}/org`,
    }),
  report: () =>
    t.reportEmail({
      reportName: 'Open tasks by estate',
      frequency: 'weekly',
      scope: 'All my estates',
      ownerName: 'Mere Parata',
    }),
};
