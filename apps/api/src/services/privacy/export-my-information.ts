import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import { nzToday, PRIVACY_TEXTS } from '@estate/domain';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import {
  accounts,
  auditEvents,
  appNotifications,
  beneficiaries,
  calendarEvents,
  documentVersions,
  documents,
  estateInvitations,
  estateRoles,
  estates,
  executors,
  institutions,
  institutionsNotified,
  lawFirms,
  messageAttachments,
  messageThreads,
  messages,
  notificationDocuments,
  notificationReplies,
  noteComments,
  notifications,
  privacyRequests,
  sessions,
  tasks,
  users,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../access/actor.js';
import { recordAudit } from '../audit/record-audit.js';
import {
  auditEventsAboutMe,
  beneficiaryRecordsOfMe,
  calendarEventsIAdded,
  documentsIUploaded,
  myOwnRows,
  notificationsISent,
  ownNotifications,
  ownPrivacyRequests,
  threadsIAmIn,
} from '../access/index.js';
import { safeFileName, type FileStore } from '../files/file-store.js';
import type { RateLimiter } from '../rate-limit.js';
import { privacyRequestDto } from './privacy-request-dto.js';
import { PRIVACY_EXPORT_README } from './export-readme.js';

/** Downloads of one's information allowed per person per hour: enough to retry, too few to hammer. */
export const PRIVACY_EXPORTS_PER_HOUR = 5;

export interface PrivacyExportDeps {
  db: Db;
  store: FileStore;
  rateLimits: RateLimiter;
  log: FastifyBaseLogger;
}

/** A stored file the export carries under `files/`. */
interface ExportFile {
  path: string;
  storageKey: string;
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/**
 * Everything the product holds about the signed-in person (information privacy principle 6), as a
 * ZIP of JSON files and the files they uploaded, streamed (stored files are read as streams, one
 * after another). Downloading it records an access request closed at once as fulfilled, audited in
 * the same transaction. Only what is about the person: another person's messages, uploads or
 * details never appear (decision 048 lists what each file holds and what is left out, and why).
 */
export async function exportMyInformation(
  deps: PrivacyExportDeps,
  actor: Pick<Actor, 'id' | 'email'>,
): Promise<{ fileName: string; stream: Readable }> {
  const { db } = deps;
  const limit = await deps.rateLimits.hit(
    `privacy-export:user:${actor.id}`,
    PRIVACY_EXPORTS_PER_HOUR,
    3_600_000,
  );
  if (!limit.allowed) {
    throw Object.assign(new AppError('RATE_LIMITED', PRIVACY_TEXTS.exportRateLimited), {
      retryAfter: limit.retryAfterSeconds,
    });
  }

  const now = new Date();
  const today = nzToday(now);
  await db.transaction(async (tx) => {
    const [request] = await tx
      .insert(privacyRequests)
      .values({
        requesterId: actor.id,
        kind: 'access',
        receivedAt: now,
        dueDate: today,
        status: 'closed',
        outcome: 'fulfilled',
        answer: 'You downloaded your information from Settings as a ZIP file.',
        closedAt: now,
      })
      .returning({ id: privacyRequests.id });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'privacy_request.exported',
      entityType: 'privacy_request',
      entityId: request!.id,
      data: { kind: 'access', outcome: 'fulfilled' },
    });
  });

  const { entries, files } = await gatherInformation(db, actor);
  return { fileName: `my-information-${today}.zip`, stream: zipStream(deps, entries, files) };
}

/** The JSON files of the export, and the stored files it carries. */
async function gatherInformation(
  db: Db,
  actor: Pick<Actor, 'id' | 'email'>,
): Promise<{ entries: [string, unknown][]; files: ExportFile[] }> {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      active: users.active,
      emailVerified: users.emailVerified,
      image: users.image,
      phone: users.phone,
      timeZone: users.timeZone,
      twoFactorEnabled: users.twoFactorEnabled,
      notificationPreferences: users.notificationPreferences,
      lawFirm: lawFirms.name,
      lastSignInAt: users.lastSignInAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .leftJoin(lawFirms, eq(lawFirms.id, users.firmId))
    .where(myOwnRows.account(actor));

  const [
    signInMethods,
    sessionRows,
    activity,
    threads,
    roles,
    beneficiaryRows,
    executorRows,
    invitations,
    assigned,
    uploaded,
    versions,
    sent,
    requests,
    bell,
    calendar,
    comments,
  ] = await Promise.all([
    db
      .select({ provider: accounts.providerId, createdAt: accounts.createdAt, updatedAt: accounts.updatedAt })
      .from(accounts)
      .where(myOwnRows.signInMethods(actor)),
    db
      .select({
        signedInAt: sessions.createdAt,
        lastActiveAt: sessions.updatedAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(myOwnRows.sessions(actor))
      .orderBy(desc(sessions.createdAt)),
    db
      .select({
        at: auditEvents.createdAt,
        action: auditEvents.action,
        entityType: auditEvents.entityType,
        entityId: auditEvents.entityId,
        actorId: auditEvents.actorId,
        data: auditEvents.data,
        category: auditEvents.category,
        status: auditEvents.status,
        ipAddress: auditEvents.ipAddress,
      })
      .from(auditEvents)
      .where(auditEventsAboutMe(actor))
      .orderBy(desc(auditEvents.createdAt)),
    db
      .select({
        id: messageThreads.id,
        subject: messageThreads.subject,
        estate: estates.deceasedName,
        createdAt: messageThreads.createdAt,
      })
      .from(messageThreads)
      .innerJoin(estates, eq(estates.id, messageThreads.estateId))
      .where(threadsIAmIn(actor))
      .orderBy(asc(messageThreads.createdAt)),
    db
      .select({
        estateId: estateRoles.estateId,
        estate: estates.deceasedName,
        fileNumber: estates.fileNumber,
        role: estateRoles.role,
        status: estateRoles.status,
        since: estateRoles.createdAt,
      })
      .from(estateRoles)
      .innerJoin(estates, eq(estates.id, estateRoles.estateId))
      .where(myOwnRows.estateRoles(actor)),
    db
      .select({ record: beneficiaries, estate: estates.deceasedName })
      .from(beneficiaries)
      .innerJoin(estates, eq(estates.id, beneficiaries.estateId))
      .where(beneficiaryRecordsOfMe(actor)),
    db
      .select({ id: executors.id, fullName: executors.fullName, createdAt: executors.createdAt })
      .from(executors)
      .where(myOwnRows.executorRecords(actor)),
    db
      .select({
        estate: estates.deceasedName,
        role: estateInvitations.role,
        kind: estateInvitations.kind,
        nameAsTyped: estateInvitations.name,
        sentAt: estateInvitations.createdAt,
        acceptedAt: estateInvitations.acceptedAt,
        cancelledAt: estateInvitations.cancelledAt,
      })
      .from(estateInvitations)
      .innerJoin(estates, eq(estates.id, estateInvitations.estateId))
      .where(myOwnRows.invitationsToMe(actor)),
    db
      .select({
        task: tasks.name,
        status: tasks.status,
        dueDate: tasks.dueDate,
        estate: estates.deceasedName,
      })
      .from(tasks)
      .innerJoin(estates, eq(estates.id, tasks.estateId))
      .where(myOwnRows.tasksGivenToMe(actor)),
    db
      .select({
        id: documents.id,
        estate: estates.deceasedName,
        type: documents.type,
        fileName: documents.uploadedFile,
        uploadedAt: documents.uploadDate,
        sizeBytes: documents.sizeBytes,
        version: documents.version,
        tags: documents.tags,
        storageKey: documents.storageKey,
      })
      .from(documents)
      .innerJoin(estates, eq(estates.id, documents.estateId))
      .where(documentsIUploaded(actor))
      .orderBy(asc(documents.uploadDate)),
    db
      .select({
        id: documentVersions.id,
        documentId: documentVersions.documentId,
        version: documentVersions.version,
        fileName: documentVersions.uploadedFile,
        uploadedAt: documentVersions.uploadedAt,
        sizeBytes: documentVersions.sizeBytes,
        storageKey: documentVersions.storageKey,
      })
      .from(documentVersions)
      .where(myOwnRows.documentVersionsIUploaded(actor)),
    db.select().from(notifications).where(notificationsISent(actor)).orderBy(asc(notifications.createdAt)),
    db
      .select()
      .from(privacyRequests)
      .where(ownPrivacyRequests(actor))
      .orderBy(desc(privacyRequests.receivedAt)),
    db
      .select({
        at: appNotifications.createdAt,
        kind: appNotifications.kind,
        title: appNotifications.title,
        message: appNotifications.message,
        link: appNotifications.link,
        read: appNotifications.read,
      })
      .from(appNotifications)
      .where(ownNotifications(actor))
      .orderBy(desc(appNotifications.createdAt)),
    db
      .select({
        title: calendarEvents.title,
        date: calendarEvents.date,
        time: calendarEvents.time,
        type: calendarEvents.type,
        description: calendarEvents.description,
        estate: estates.deceasedName,
        createdAt: calendarEvents.createdAt,
      })
      .from(calendarEvents)
      .leftJoin(estates, eq(estates.id, calendarEvents.estateId))
      .where(calendarEventsIAdded(actor))
      .orderBy(asc(calendarEvents.date)),
    db
      .select({
        noteId: noteComments.noteId,
        comment: noteComments.content,
        writtenAt: noteComments.createdAt,
      })
      .from(noteComments)
      .where(myOwnRows.noteCommentsIWrote(actor))
      .orderBy(asc(noteComments.createdAt)),
  ]);

  const threadIds = threads.map((t) => t.id);
  const notificationIds = sent.map((n) => n.id);
  const [messageRows, attachmentRows, organisations, notificationFiles, replies] = await Promise.all([
    threadIds.length
      ? db
          .select({
            id: messages.id,
            threadId: messages.threadId,
            senderId: messages.senderId,
            sender: users.name,
            body: messages.body,
            sentAt: messages.createdAt,
          })
          .from(messages)
          .leftJoin(users, eq(users.id, messages.senderId))
          .where(inArray(messages.threadId, threadIds))
          .orderBy(asc(messages.createdAt))
      : [],
    threadIds.length
      ? db
          .select({ messageId: messageAttachments.messageId, fileName: documents.uploadedFile })
          .from(messageAttachments)
          .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
          .innerJoin(documents, eq(documents.id, messageAttachments.documentId))
          .where(inArray(messages.threadId, threadIds))
      : [],
    notificationIds.length
      ? db
          .select({
            id: institutionsNotified.id,
            notificationId: institutionsNotified.notificationId,
            organisation: institutions.name,
            otherName: institutionsNotified.otherName,
            accountReference: institutionsNotified.accountReference,
            status: institutionsNotified.status,
            deliveryChannel: institutionsNotified.deliveryChannel,
            sentAt: institutionsNotified.sentDate,
            acknowledgedAt: institutionsNotified.acknowledgedAt,
            answer: institutionsNotified.responseMessage,
            answeredAt: institutionsNotified.respondedAt,
            completedAt: institutionsNotified.completedAt,
          })
          .from(institutionsNotified)
          .leftJoin(institutions, eq(institutions.id, institutionsNotified.institutionId))
          .where(inArray(institutionsNotified.notificationId, notificationIds))
      : [],
    notificationIds.length
      ? db
          .select({
            id: notificationDocuments.id,
            notificationId: notificationDocuments.notificationId,
            documentType: notificationDocuments.documentType,
            fileName: notificationDocuments.fileName,
            sizeBytes: notificationDocuments.sizeBytes,
            storageKey: notificationDocuments.storageKey,
            uploadedAt: notificationDocuments.createdAt,
          })
          .from(notificationDocuments)
          .where(inArray(notificationDocuments.notificationId, notificationIds))
      : [],
    db
      .select({
        institutionsNotifiedId: notificationReplies.institutionsNotifiedId,
        message: notificationReplies.message,
        sentAt: notificationReplies.createdAt,
      })
      .from(notificationReplies)
      .where(myOwnRows.notificationRepliesIWrote(actor)),
  ]);

  const files: ExportFile[] = [];
  const fileOf = (folder: string, id: string, name: string, storageKey: string) => {
    const path = `files/${folder}/${id}-${safeFileName(name)}`;
    files.push({ path, storageKey });
    return path;
  };

  const attachmentsOf = new Map<string, string[]>();
  for (const a of attachmentRows)
    attachmentsOf.set(a.messageId, [...(attachmentsOf.get(a.messageId) ?? []), a.fileName]);

  const entries: [string, unknown][] = [
    [
      'account.json',
      {
        ...account,
        signInMethods: signInMethods.map((m) => ({
          method: m.provider === 'credential' ? 'email and password' : m.provider,
          createdAt: m.createdAt,
          updatedAt: m.updatedAt,
        })),
      },
    ],
    ['sessions.json', sessionRows],
    [
      'activity.json',
      activity.map(({ data, actorId, ...event }) => ({
        ...event,
        by: actorId === actor.id ? 'you' : actorId === null ? 'the system' : 'someone else (an admin)',
        // An event's details may name other people (an invitation's address), so they are given only
        // for events about the person's own account.
        details: event.entityType === 'user' && event.entityId === actor.id ? data : undefined,
      })),
    ],
    [
      'messages.json',
      threads.map((t) => ({
        ...t,
        messages: messageRows
          .filter((m) => m.threadId === t.id)
          .map((m) => ({
            id: m.id,
            from: m.senderId === actor.id ? 'you' : (m.sender ?? 'a former member'),
            body: m.body,
            sentAt: m.sentAt,
            attachments: attachmentsOf.get(m.id) ?? [],
          })),
      })),
    ],
    [
      'estate-roles.json',
      {
        roles,
        beneficiaryRecords: beneficiaryRows.map(({ record, estate }) => ({
          estate,
          fullName: record.fullName,
          relationship: record.relationship,
          email: record.email,
          phone: record.phone,
          address: record.address,
          sharePercent: record.shareBasisPoints === null ? null : record.shareBasisPoints / 100,
          status: record.status,
          notes: record.notes,
          createdAt: record.createdAt,
          updatedAt: record.updatedAt,
        })),
        executorRecords: executorRows,
        invitationsToYourAddress: invitations,
        tasksAssignedToYou: assigned,
        documentsYouUploaded: [
          ...uploaded.map(({ storageKey, ...d }) => ({
            ...d,
            file: fileOf('documents', d.id, d.fileName, storageKey),
          })),
          ...versions.map(({ storageKey, ...v }) => ({
            ...v,
            file: fileOf('documents', v.id, `v${v.version}-${v.fileName}`, storageKey),
          })),
        ],
      },
    ],
    [
      'notifyflow.json',
      sent.map(({ idempotencyKey: _key, ...n }) => ({
        ...n,
        organisations: organisations
          .filter((o) => o.notificationId === n.id)
          .map(({ notificationId: _n, otherName, organisation, ...o }) => ({
            ...o,
            organisation: organisation ?? otherName,
            yourReplies: replies.filter((r) => r.institutionsNotifiedId === o.id),
          })),
        documents: notificationFiles
          .filter((d) => d.notificationId === n.id)
          .map(({ storageKey, notificationId: _n, ...d }) => ({
            ...d,
            file: fileOf('notifyflow', d.id, d.fileName, storageKey),
          })),
      })),
    ],
    ['privacy-requests.json', requests.map((r) => privacyRequestDto(r))],
    ['notifications.json', bell],
    ['calendar.json', calendar],
    ['comments.json', comments],
  ];
  return { entries, files };
}

/**
 * Waits until the response has room again; throws when the download was abandoned (the browser
 * went away), so no more stored files are read for nobody.
 */
async function drained(out: PassThrough): Promise<void> {
  if (out.writableNeedDrain && !out.destroyed) {
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.on('drain', done);
      out.on('close', done);
    });
  }
  if (out.destroyed) throw new Error('The download was abandoned.');
}

/**
 * The ZIP as a stream: README and JSON files deflated, then each stored file passed through as it
 * is read (already compressed formats gain nothing from deflate). A stored file that cannot be read
 * at all is named in `files/NOT-INCLUDED.txt` rather than failing the whole download.
 */
function zipStream(deps: PrivacyExportDeps, entries: [string, unknown][], files: ExportFile[]): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      out.destroy(err);
      return;
    }
    if (out.destroyed) return;
    out.write(chunk);
    if (final) out.end();
  });
  const addDeflated = (name: string, data: Uint8Array) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(data, true);
  };

  const run = async () => {
    addDeflated('README.txt', strToU8(PRIVACY_EXPORT_README));
    for (const [name, value] of entries) addDeflated(name, json(value));
    const missing: string[] = [];
    for (const file of files) {
      let entry: ZipPassThrough | null = null;
      try {
        for await (const chunk of deps.store.read(file.storageKey)) {
          if (!entry) {
            entry = new ZipPassThrough(file.path);
            zip.add(entry);
          }
          entry.push(chunk as Uint8Array);
          await drained(out);
        }
      } catch (err) {
        // Part of the file is already in the archive: it cannot be made whole, so stop.
        if (entry) throw err;
        deps.log.warn(
          { err, storageKey: file.storageKey },
          'privacy export: a stored file could not be read',
        );
        missing.push(file.path);
        continue;
      }
      if (!entry) {
        entry = new ZipPassThrough(file.path);
        zip.add(entry);
      }
      entry.push(new Uint8Array(0), true);
    }
    if (missing.length) {
      addDeflated(
        'files/NOT-INCLUDED.txt',
        strToU8(
          `These files are listed in the JSON files but could not be read from storage just now. Please download again later, or contact us.\n\n${missing.join('\n')}\n`,
        ),
      );
    }
    zip.end();
  };
  run().catch((err: unknown) => {
    if (out.destroyed) {
      deps.log.info('privacy export: the download was abandoned');
      return;
    }
    deps.log.error({ err }, 'privacy export failed while streaming');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}
