import { effectiveChannels, type NotificationKind } from '@estate/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { appNotifications, users } from '../../db/schema.js';
import type { RenderedEmail } from '../email/layout.js';
import { enqueueEmail } from '../outbox/enqueue-email.js';
import { publishChange } from '../events/change-feed.js';

export interface Notice {
  userId: string;
  kind: NotificationKind;
  type: 'info' | 'success' | 'warning' | 'error';
  title: string;
  message: string;
  /** Where the notification leads in the app (a path such as `/dashboard/messages?thread=…`). */
  link?: string | null;
  /**
   * For notices a job makes and may make again (a deadline in 7 days): the same person and key are
   * notified once, in the app and by email alike.
   */
  dedupeKey?: string;
  /**
   * The email sent when the person wants this kind by email (a template's rendering, both parts);
   * without it, in-app only. Its outbox `kind` is `notice-<kind>` unless given (an email that had its
   * own kind before notices existed).
   */
  email?: RenderedEmail & { link?: string; kind?: string };
}

/**
 * Tells people about something, in the app and/or by email as each prefers for that kind
 * (`users.notification_preferences`, all on by default). Pass the transaction of the change that
 * caused it, so the notice and the email exist exactly when the change does. Deactivated and
 * deleted accounts are not notified. Answers how many people were newly notified.
 */
export async function notify(db: Db | Tx, notices: Notice[]): Promise<number> {
  if (notices.length === 0) return 0;
  const ids = [...new Set(notices.map((n) => n.userId))];
  const people = await db
    .select({ id: users.id, email: users.email, prefs: users.notificationPreferences })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.active, true), isNull(users.deletedAt)));
  const byId = new Map(people.map((p) => [p.id, p]));
  let notified = 0;
  for (const notice of notices) {
    const person = byId.get(notice.userId);
    if (!person) continue;
    const channels = effectiveChannels(person.prefs, notice.kind);
    if (notice.dedupeKey) {
      // Claim the key first, even when in-app is off, so a rerun neither shows nor emails it again.
      const [claimed] = await db
        .insert(appNotifications)
        .values({
          userId: notice.userId,
          kind: notice.kind,
          type: notice.type,
          title: notice.title,
          message: notice.message,
          link: notice.link ?? null,
          dedupeKey: notice.dedupeKey,
          // Kept only as the claim (never listed) when the person does not want it in the app.
          shown: channels.inApp,
        })
        .onConflictDoNothing()
        .returning({ id: appNotifications.id });
      if (!claimed) continue;
    } else if (channels.inApp) {
      await db.insert(appNotifications).values({
        userId: notice.userId,
        kind: notice.kind,
        type: notice.type,
        title: notice.title,
        message: notice.message,
        link: notice.link ?? null,
      });
    }
    if (channels.email && notice.email) {
      await enqueueEmail(db, {
        kind: notice.email.kind ?? `notice-${notice.kind}`,
        to: person.email,
        subject: notice.email.subject,
        text: notice.email.text,
        html: notice.email.html,
        ...(notice.email.link ? { link: notice.email.link } : {}),
        // The person may turn this kind of email off from the email itself (decision 078).
        optOut: { userId: person.id, kind: notice.kind },
      });
    }
    // Their bell updates live (decision 062): the event names only the person it is for.
    if (channels.inApp)
      await publishChange(db, { kind: 'notification', estateId: null, id: notice.userId, action: 'created' });
    notified += 1;
  }
  return notified;
}
