import type { NotificationKind } from '@estate/domain';
import type { Db } from '../db/client.js';
import { appNotifications } from '../db/schema.js';

interface DemoNotice {
  key: string;
  role: 'lawyer' | 'executor';
  kind: NotificationKind;
  type: 'info' | 'success' | 'warning' | 'error';
  title: string;
  message: string;
  link: string;
  hoursAgo: number;
  read?: boolean;
}

/** A few notices of each kind the app makes, so the demo's notifications page and its tabs have something in them. */
const DEMO_NOTICES: DemoNotice[] = [
  {
    key: 'anz-answered',
    role: 'lawyer',
    kind: 'notifyflow',
    type: 'success',
    title: 'ANZ has completed what you asked',
    message: 'ANZ has completed what you asked about Margaret Anne Wilson.',
    link: '/dashboard/notifyflow',
    hoursAgo: 3,
  },
  {
    key: 'probate-overdue',
    role: 'lawyer',
    kind: 'deadline',
    type: 'error',
    title: 'Overdue: Apply for probate',
    message:
      'The task "Apply for probate" on the estate of Hēmi Te Rangi is past its due date and is not done.',
    link: '/dashboard/tasks',
    hoursAgo: 20,
  },
  {
    key: 'task-given',
    role: 'executor',
    kind: 'assignment',
    type: 'info',
    title: 'New task: Gather the bank statements',
    message:
      'Liam Lawyer gave you the task "Gather the bank statements" on the estate of Margaret Anne Wilson.',
    link: '/dashboard/tasks',
    hoursAgo: 26,
    read: true,
  },
  {
    key: 'ir-deadline',
    role: 'executor',
    kind: 'deadline',
    type: 'warning',
    title: 'Due soon: Tell Inland Revenue of the death',
    message:
      'The task "Tell Inland Revenue of the death" on the estate of Margaret Anne Wilson is due within 7 days.',
    link: '/dashboard/tasks',
    hoursAgo: 2,
  },
];

/**
 * The demo's notifications (issue 16), beside the welcome notices the demo accounts start with:
 * each once (its `demo:` key), so the seed can run at every start. `ids` holds the demo accounts'
 * user ids by role.
 */
export async function seedDemoNotifications(db: Db, ids: Record<string, string>): Promise<void> {
  const now = Date.now();
  const rows = DEMO_NOTICES.flatMap((n) => {
    const userId = ids[n.role];
    return userId
      ? [
          {
            userId,
            kind: n.kind,
            type: n.type,
            title: n.title,
            message: n.message,
            link: n.link,
            read: n.read ?? false,
            dedupeKey: `demo:${n.key}`,
            createdAt: new Date(now - n.hoursAgo * 3_600_000),
          },
        ]
      : [];
  });
  if (rows.length) await db.insert(appNotifications).values(rows).onConflictDoNothing();
}
