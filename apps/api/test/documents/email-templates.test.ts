import { eq } from 'drizzle-orm';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema.js';
import { EMAIL_SAMPLES } from '../../src/services/email/samples.js';
import {
  enquiryEmail,
  estateInvitationEmail,
  institutionReplyEmail,
  type RenderedEmail,
} from '../../src/services/email/templates/index.js';
import { OutboxWorker } from '../../src/services/outbox/worker.js';
import { build } from '../helper.js';
import { startSmtpSink } from '../smtp-sink.js';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const PUBLIC_URL = 'https://estates.example.nz';

/** The HTML part as a reader meets it: its elements, its visible words, and its links. */
function read(html: string) {
  const doc = parse(html);
  const elements: Element[] = [];
  const words: string[] = [];
  // The head, and the hidden preheader, are not what a reader reads.
  const hidden = (node: Node) =>
    node.nodeName === 'head' || ('attrs' in node && node.attrs.some((a) => a.name === 'data-skip-in-text'));
  const walk = (node: Node, unread: boolean) => {
    if ('tagName' in node) elements.push(node);
    if (node.nodeName === '#text' && !unread) words.push((node as DefaultTreeAdapterMap['textNode']).value);
    const children = 'childNodes' in node ? node.childNodes : [];
    for (const child of children) walk(child, unread || hidden(node));
  };
  walk(doc, false);
  const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
  const links = elements
    .filter((el) => el.tagName === 'a')
    .map((el) => ({ href: attr(el, 'href') ?? '', style: attr(el, 'style') ?? '', text: textOf(el) }));
  return {
    elements,
    lang: attr(elements.find((el) => el.tagName === 'html')!, 'lang'),
    text: words.join('').replace(/\s+/g, ' '),
    links,
    /** Links drawn as buttons: a real <a> with the theme's blue behind it. */
    buttons: links.filter((l) => /background-color:#1d4ed8/.test(l.style)),
  };
}

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return ('childNodes' in node ? node.childNodes : []).map(textOf).join('');
}

/** Every web address written in the plain-text part. */
const urlsIn = (text: string) => text.match(/\b(?:https?:\/\/|www\.)[^\s]+/g) ?? [];
const flat = (s: string) => s.replace(/\s+/g, ' ');

interface Expected {
  subject: string;
  /** Sentences both parts hold, word for word. */
  says: string[];
  /** The action link (a button in HTML, written out in the text); none for the team's emails. */
  link?: string;
  /** A date the email shows, as New Zealand writes it. */
  date?: string;
}

const P = PUBLIC_URL;
const EXPECTED: Record<string, Expected> = {
  'verify-email': {
    subject: 'Confirm your email address',
    says: ['Kia ora Aroha Ngata,', 'Please confirm your email address for NZ Estate Platform'],
    link: `${P}/api/auth/verify-email?token=abc.def&callbackURL=%2F`,
  },
  'change-email': {
    subject: 'Confirm your new email address',
    says: [
      'You asked to change the email address of your NZ Estate Platform account to this one.',
      'expires in 1 hour',
      'Until then you keep signing in with your current address. If this was not you, ignore this email.',
    ],
    link: `${P}/api/auth/verify-email?token=abc.def&callbackURL=%2Fdashboard`,
  },
  'existing-account': {
    subject: 'Someone tried to create an account with your email address',
    says: [
      'Someone tried to create a new NZ Estate Platform account with this email address, which already has one.',
      'If it was not you, you can ignore this email: your account has not changed.',
      `${P}/forgot-password`,
    ],
    link: `${P}/login`,
  },
  'password-reset': {
    subject: 'Reset your password',
    says: [
      'Someone asked to reset the password for your NZ Estate Platform account.',
      'the link works once and expires in 1 hour',
      'If this was not you, you can ignore this email; your password stays the same.',
    ],
    link: `${P}/reset-password?token=r3s3t`,
  },
  'account-invitation': {
    subject: 'You have been invited to NZ Estate Platform',
    says: [
      'Kia ora Mere Parata,',
      'An administrator has created an NZ Estate Platform account for you.',
      'the link works once and expires in 7 days',
      `${P}/login with this email address.`,
    ],
    link: `${P}/reset-password?token=inv1te`,
  },
  'organisation-member': {
    subject: "You can now answer ANZ Bank New Zealand's NotifyFlow notifications",
    says: [
      'NZ Estate Platform has added this email address to ANZ Bank New Zealand on NotifyFlow, as one of its administrators',
      `${P}/signup`,
    ],
    link: `${P}/org`,
  },
  'notification-confirmation': {
    subject: 'Your notification NF-7KQ2-9X has been received',
    says: [
      'We have received your notification of the death of Hemi Te Rangi. Please keep this reference code: NF-7KQ2-9X',
      'Organisations being notified: ANZ Bank New Zealand, Inland Revenue.',
      'Reasons: Close accounts, Stop payments.',
      'We are sorry for your loss. If you need help, reply to this email or call us.',
    ],
    link: `${P}/notify/status/NF-7KQ2-9X`,
  },
  'notification-cc': {
    subject: 'Copy: death notification for Hemi Te Rangi (NF-7KQ2-9X)',
    says: [
      'Kia ora Wiremu Te Rangi,',
      'Aroha Ngata asked us to send you a copy.',
      'Please keep this reference code: NF-7KQ2-9X',
    ],
    link: `${P}/notify/status/NF-7KQ2-9X`,
  },
  'institution-notification': {
    subject: 'Notification of death: Hemi Te Rangi (ref NF-7KQ2-9X)',
    says: [
      'To the deceased estates team at ANZ Bank New Zealand,',
      'We write on behalf of the family to let you know of the death of a customer.',
      'Account or customer reference: 01-0123-0456789-00',
      'What the family asks: Close accounts, Stop payments',
      'An IRD refund is expected.',
      'Contact for this estate: Aroha Ngata (daughter), by email: aroha@example.nz',
      'Please send letters to the estate’s lawyer.',
      'Documents (secure links, valid with this notice):',
      'Death certificate.pdf',
      'Please let the family know how this is progressing (no account needed)',
      'Reference: NF-7KQ2-9X',
    ],
    link: `${P}/respond/tok123`,
    date: 'Date of death: 20 October 2026',
  },
  'institution-reply': {
    subject: 'Reply from the family: Hemi Te Rangi (ref NF-7KQ2-9X)',
    says: [
      'You asked the family of Hemi Te Rangi for more information. Aroha Ngata replied:',
      'The grant of administration is attached.',
      'Documents sent with the reply (secure links, valid with this notice):',
      'Letters of administration.pdf',
    ],
    link: `${P}/respond/tok123`,
  },
  'institution-reminder': {
    subject: 'Reminder: notification of death: Hemi Te Rangi (ref NF-7KQ2-9X)',
    says: [
      'We have not yet had your acknowledgement.',
      'Account or customer reference: not given',
      'Please acknowledge it, or tell the family what you need (no account needed)',
      'This is the only reminder we send automatically.',
    ],
    link: `${P}/respond/tok456`,
    // Sent at 21:30 UTC on 2 November: already 3 November in New Zealand.
    date: 'On 3 November 2026 we let you know, on behalf of the family, of the death of Hemi Te Rangi (date of death 20 October 2026).',
  },
  'institution-response': {
    subject: 'ANZ Bank New Zealand needs more information (NF-7KQ2-9X)',
    says: [
      'ANZ Bank New Zealand needs more information about Hemi Te Rangi.',
      'Please send a certified copy of the death certificate.',
      'Reply to them, with any documents they ask for, on the status page (sign in first):',
    ],
    link: `${P}/notify/status/NF-7KQ2-9X`,
  },
  'public-site.enquiry': {
    subject: 'New enquiry: Pricing for a law firm',
    says: [
      'A new enquiry came in through the contact form. Please reply within 1 business day.',
      'Name: Sam Walker',
      'Email: sam@example.nz',
      'Phone: 021 555 0123',
      'Subject: Pricing for a law firm',
      'We are a firm of 6 lawyers in Hamilton.',
    ],
  },
  'public-site.demo-request': {
    subject: 'Demo request: Sam Walker (Walker & Co Lawyers)',
    says: [
      'Someone asked for a demo. Please contact them within 1 business day to arrange a 30 to 45 minute session.',
      'Email: sam@example.nz',
      'Phone: —',
      'Company: Walker & Co Lawyers',
      'Role: Partner',
      'Any Tuesday afternoon suits.',
    ],
  },
  notice: {
    subject: 'Due 2 December 2026: File the IR3 return',
    says: [
      'Kia ora,',
      'The task "File the IR3 return" on the estate of Hemi Te Rangi is due on 2 December 2026.',
      'Open it in NZ Estate Platform',
    ],
    link: `${P}/dashboard/estates/6f1c0b7e`,
    date: 'due on 2 December 2026',
  },
  'notice-message': {
    subject: 'New messages about the estate of Hemi Te Rangi',
    says: [
      'Mere Parata, Wiremu Te Rangi sent you 3 messages about the estate of Hemi Te Rangi that you have not read yet.',
      'You can turn these emails off under Settings › Notifications.',
    ],
    link: `${P}/dashboard/messages?thread=0b9e`,
  },
  'executor-invitation': {
    subject: 'You have been named executor of the estate of Hemi Te Rangi',
    says: [
      'Mere Parata has named you executor of the estate of Hemi Te Rangi on NZ Estate Platform.',
      'To take it up, create an Executor account with this email address',
      'If you were not expecting this, you can ignore this email: nothing happens unless you create the account.',
    ],
    link: `${P}/signup?email=aroha%40example.nz`,
  },
  'estate-invitation': {
    subject: 'Mere Parata invited you to the estate of Hemi Te Rangi',
    says: [
      'Kia ora Aroha Ngata,',
      'Mere Parata has invited you to join the estate of Hemi Te Rangi on NZ Estate Platform as a beneficiary.',
      'this is where we will share the estate’s papers.',
      'If you were not expecting this, you can ignore this email: nothing happens unless you accept.',
    ],
    link: `${P}/invitations/Zk3x9`,
    // 23:30 UTC on 8 December is 9 December in New Zealand.
    date: 'The link works once and expires on 9 December 2026.',
  },
  invoice: {
    subject: 'Tax invoice INV-000123 from NZ Estate Platform Limited',
    says: [
      'Kia ora Walker & Co Lawyers,',
      'Please find attached tax invoice INV-000123 from NZ Estate Platform Limited (GST number 123-456-789).',
      'Total including GST: $1,150.00 NZD',
      'Bank account 12-3456-7890123-00',
      'Reference: INV-000123',
    ],
    date: 'Due: 20 December 2026',
  },
  'webhook-disabled': {
    subject: 'A webhook endpoint was turned off after failing for a day',
    says: [
      "Every attempt to deliver ANZ Bank New Zealand's NotifyFlow events to this endpoint has failed since 2 December 2026, 9:15 am, so we turned it off.",
      'hooks.anz.example.nz/notifyflow',
    ],
    link: `${P}/org`,
  },
  report: {
    subject: 'Report: Open tasks by estate',
    says: [
      'The weekly report "Open tasks by estate" (All my estates) is attached, prepared from what Mere Parata may see on the NZ Estate Platform.',
      'You receive it because Mere Parata listed you as a recipient.',
    ],
  },
};

describe('email templates', () => {
  it('there is a sample, and expectations, for every kind', () => {
    expect(Object.keys(EMAIL_SAMPLES).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [kind, expected] of Object.entries(EXPECTED)) {
    it(`${kind}: subject, both parts, the link as a button, absolute links, en-NZ`, () => {
      const email: RenderedEmail = EMAIL_SAMPLES[kind]!(PUBLIC_URL);
      const html = read(email.html);
      expect(email.subject).toBe(expected.subject);
      expect(html.lang).toBe('en-NZ');
      expect(email.html.startsWith('<!DOCTYPE html>')).toBe(true);
      // The subject is the document's title; the preheader is hidden.
      expect(html.elements.filter((el) => el.tagName === 'title').map(textOf)).toEqual([expected.subject]);

      for (const sentence of [...expected.says, ...(expected.date ? [expected.date] : [])]) {
        expect(flat(email.text), `text: ${sentence}`).toContain(sentence);
        expect(html.text, `html: ${sentence}`).toContain(sentence);
      }

      if (expected.link) {
        expect(email.text).toContain(expected.link);
        expect(html.buttons.map((b) => b.href)).toEqual([expected.link]);
        // …and written out for clients that strip buttons.
        expect(html.links.some((l) => l.href === expected.link && l.text === expected.link)).toBe(true);
      } else {
        expect(html.buttons).toEqual([]);
      }

      // An email without an action (an invoice, a report) links to nothing but an address to write to.
      if (!expected.link) expect(html.links.filter((l) => !l.href.startsWith('mailto:'))).toEqual([]);
      for (const { href } of html.links) {
        if (href.startsWith('mailto:')) continue;
        expect(href.startsWith(`${PUBLIC_URL}/`), href).toBe(true);
        expect(new URL(href).origin).toBe(PUBLIC_URL);
      }
      for (const url of urlsIn(email.text)) {
        expect(url.startsWith(`${PUBLIC_URL}/`), url).toBe(true);
      }
    });
  }

  it('escapes what people typed: a name with <script> and & is text, never markup', () => {
    const typed = '<script>alert("hi")</script> Smith & Sons';
    const emails = [
      enquiryEmail({ name: typed, email: 'sam@example.nz', phone: null, subject: typed, message: typed }),
      institutionReplyEmail({
        institutionName: typed,
        deceasedName: 'Hemi Te Rangi',
        referenceCode: 'NF-1',
        familyName: typed,
        message: `${typed}\n<img src=x onerror=alert(1)>`,
        documents: [],
        respondUrl: `${PUBLIC_URL}/respond/t`,
      }),
      estateInvitationEmail({
        name: typed,
        inviterName: typed,
        deceasedName: typed,
        role: 'a beneficiary',
        message: typed,
        link: `${PUBLIC_URL}/invitations/x`,
        expiresAt: new Date('2026-12-08T23:30:00Z'),
      }),
    ];
    for (const email of emails) {
      const html = read(email.html);
      expect(email.html).not.toContain('<script');
      expect(email.html).not.toContain('<img');
      expect(email.html).toContain('&lt;script&gt;');
      expect(email.html).toContain('Smith &amp; Sons');
      expect(html.elements.filter((el) => el.tagName === 'script' || el.tagName === 'img')).toEqual([]);
      // The reader still sees exactly what was typed.
      expect(html.text).toContain(typed);
      expect(email.text).toContain(typed);
    }
  });
});

const sink = await startSmtpSink();
const t = await build({ PUBLIC_URL });
afterAll(() => sink.close());

describe('through the real outbox', () => {
  it('a password reset goes out as multipart/alternative: the text and the HTML', async () => {
    const s = await t.signUp({ role: 'executor', name: 'Tui Harrison' });
    // Sign-up writes its email through better-auth's adapter, in the sign-up transaction: both parts.
    const [verify] = await t.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, s.email))
      .then((rows) => rows.filter((r) => r.kind === 'verify-email'));
    expect(verify?.textBody).toContain('Please confirm your email address for NZ Estate Platform');
    expect(read(verify!.htmlBody!).buttons.map((b) => b.href)).toEqual([verify!.link]);
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: s.email, redirectTo: '/reset-password' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.deps.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, s.email))
      .then((rows) => rows.filter((r) => r.kind === 'password-reset'));
    expect(row?.htmlBody).toContain('lang="en-NZ"');

    const worker = new OutboxWorker(t.deps.db, {
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      from: 'NZ Estate Platform <hello@estates.example.nz>',
      log: pino({ level: 'silent' }),
    });
    while ((await worker.tick()) > 0);
    await worker.stop();

    const sent = sink.received.find((m) => m.to === s.email && /Subject: Reset your password/.test(m.data));
    expect(sent).toBeDefined();
    const data = sent!.data;
    const boundary = /Content-Type: multipart\/alternative;\s*boundary="?([^"\r\n;]+)"?/i.exec(data)?.[1];
    expect(boundary, 'multipart/alternative').toBeDefined();
    const parts = data.split(`--${boundary}`).slice(1, -1);
    expect(parts.map((p) => /Content-Type: ([^;\r\n]+)/i.exec(p)?.[1])).toEqual(['text/plain', 'text/html']);
    const decode = (part: string) =>
      part
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n\n')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    const [text, html] = parts.map(decode);
    expect(text).toContain('Kia ora Tui Harrison,');
    expect(text).toContain(`${PUBLIC_URL}/reset-password?token=`);
    const page = read(html!);
    expect(page.lang).toBe('en-NZ');
    expect(page.text).toContain('Someone asked to reset the password for your NZ Estate Platform account.');
    expect(page.buttons).toHaveLength(1);
    expect(page.buttons[0]!.href.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true);
  });
});
