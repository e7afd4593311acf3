import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { NZ_INSTITUTIONS, type NotificationFormInput } from '@estate/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { institutions } from '../src/db/schema.js';
import { publishChange, type ChangeEvent, type ChangeFeed } from '../src/services/events/change-feed.js';
import { notifyflowOnSent } from '../src/services/notifyflow/outbox-hooks.js';
import { OutboxWorker } from '../src/services/outbox/worker.js';

/** Sends every queued email to the SMTP sink on `smtpPort`, as the worker does: organisations' rows are dispatched. */
export async function deliverOutbox(db: Db, smtpPort: number): Promise<void> {
  const w = new OutboxWorker(db, {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    from: 'a@b.nz',
    log: pino({ level: 'silent' }),
    onSent: notifyflowOnSent,
  });
  while ((await w.tick()) > 0);
  await w.stop();
}

export const PDF = Buffer.from('%PDF-1.4\n% test document\n%%EOF\n');
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64),
]);
export const idOf = (name: string) => NZ_INSTITUTIONS.find((i) => i.name === name)!.institutionId;

const DEFAULT_INSTITUTIONS = () => [
  { institutionId: idOf('ANZ'), accountReference: '01-0102-0123456-00' },
  { institutionId: idOf('Inland Revenue') },
];

export function validForm(overrides: Partial<NotificationFormInput> = {}): NotificationFormInput {
  return {
    relationship: 'executor',
    deceasedName: 'Margaret Wilson',
    dateOfDeath: '2026-10-02',
    notificationReason: ['account_closure', 'stop_services'],
    probateStatus: 'in_progress',
    irdRefund: true,
    lifeInsurance: false,
    contactMethod: 'email',
    recipientName: 'Aroha Wilson',
    recipientEmail: 'aroha@example.nz',
    additionalRecipients: [{ name: 'Tama Wilson', email: 'tama@example.nz' }],
    selectedInstitutions: DEFAULT_INSTITUTIONS(),
    institutionName: 'Local bowling club',
    contactDetails: 'Please call after 5 pm.',
    idempotencyKey: randomUUID(),
    ...overrides,
    // The tests send one person to the same organisations again and again on purpose: each form says
    // so, unless a test of duplicates (issue 44) says otherwise.
    sendDespiteDuplicates:
      overrides.sendDespiteDuplicates ??
      (overrides.selectedInstitutions ?? DEFAULT_INSTITUTIONS()).map((s) => s.institutionId),
  };
}

/**
 * A multipart/form-data body as a browser would send it; `uploadIds` name files sent earlier on
 * their own (`POST /api/uploads`, decision 049).
 */
export function multipart(
  payload: unknown,
  files: { name: string; data: Buffer; type?: string }[] = [],
  uploadIds: readonly string[] = [],
) {
  const boundary = `----test${randomUUID()}`;
  const parts: Buffer[] = [];
  if (payload !== undefined) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${JSON.stringify(payload)}\r\n`,
      ),
    );
  }
  for (const id of uploadIds)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="uploadId"\r\n\r\n${id}\r\n`),
    );
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Gives a directory organisation a notification email, so it is told by email (not a letter). */
export async function giveNotificationEmail(db: Db, name: string, email: string): Promise<void> {
  await db.update(institutions).set({ notificationEmail: email }).where(eq(institutions.name, name));
}

/**
 * A directory organisation's postal address, with where it was found (issue 42: a letter needs an
 * address to print or post). Tests only: the address is a fixture, not a real one.
 */
export async function givePostalAddress(
  db: Db,
  name: string,
  address = `${name}\nPO Box 1\nTest Town 9999`,
): Promise<void> {
  await db
    .update(institutions)
    .set({ postalAddress: address, postalAddressSource: 'Test fixture, not a real address' })
    .where(eq(institutions.name, name));
}

/**
 * The If-Match of a directory organisation as the admin screen read it (decision 060): the
 * `version` of its item in GET /api/admin/institutions (there is no GET of one).
 */
export async function institutionIfMatch(
  t: { as(who: { cookie: string }, opts: InjectOptions): Promise<LightMyRequestResponse> },
  admin: { cookie: string },
  id: string,
): Promise<{ 'if-match': string }> {
  const res = await t.as(admin, { method: 'GET', url: '/api/admin/institutions' });
  const item = res
    .json<{ items: { institutionId: string; version: number }[] }>()
    .items.find((i) => i.institutionId === id);
  if (!item) throw new Error(`institution ${id} is not in the directory`);
  return { 'if-match': `"${item.version}"` };
}

/**
 * Counts the live change events (decision 062) about one notification while `act` runs: what the
 * status page's stream and the estate's NotifyFlow panel hear. A change is delivered once its
 * transaction commits, so the count waits for a marker published after `act`: the feed delivers in
 * commit order.
 */
export async function changesHeard(
  deps: { db: Db; changes: ChangeFeed },
  notificationId: string,
  act: () => Promise<unknown>,
): Promise<number> {
  let heard = 0;
  const marker = randomUUID();
  let markerSeen: () => void = () => undefined;
  const seen = new Promise<void>((resolve) => (markerSeen = resolve));
  const listener = (event: ChangeEvent) => {
    if (event.kind === 'notifyflow' && event.id === notificationId) heard++;
    if (event.kind === 'test-marker' && event.id === marker) markerSeen();
  };
  deps.changes.on('change', listener);
  try {
    await act();
    await publishChange(deps.db, { kind: 'test-marker', estateId: null, id: marker, action: 'updated' });
    await Promise.race([
      seen,
      new Promise((_, reject) => setTimeout(() => reject(new Error('the change feed went quiet')), 5000)),
    ]);
  } finally {
    deps.changes.off('change', listener);
  }
  return heard;
}
