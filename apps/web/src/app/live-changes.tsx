import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { auditVerificationQueryKey } from '@/features/audit-log/api/keys';
import { outboxQueryKey } from '@/features/admin/outbox/api/keys';
import { messageKeys } from '@/features/messages/api/keys';
import { notificationsQueryKey } from '@/features/notifications/api/get-notifications';
import {
  adminInstitutionsQueryKey,
  adminNotificationsQueryKey,
  lettersQueryKey,
} from '@/features/notifyflow/api/keys';
import { settingsKeys } from '@/features/settings/api/keys';
import { queryRoots, recordKeys } from '@/lib/query-keys';

/*
 * Changes appear live (issue 39, decision 062): one Server-Sent Events stream per tab, opened once
 * the person is signed in to the dashboard. Each event names what changed by ids (its kind, estate
 * and id); the screens showing it are marked stale and those on screen refetch, so a record a
 * colleague adds appears on an open list within a moment, without a reload. After a gap (the
 * server's database connection dropped, or this tab's stream did), everything is refetched.
 */

type Change = { kind: string; estateId: string | null; id: string | null; action: string };

const isChange = (value: unknown): value is Change =>
  !!value && typeof value === 'object' && typeof (value as Change).kind === 'string';

/** The queries a change makes stale. */
export function staleAfter(change: Change): (readonly unknown[])[] {
  const estate = change.estateId ?? undefined;
  switch (change.kind) {
    // The calendar and an estate's timeline live under the records' keys (`recordKeys`): an estate's
    // grant date moves its statutory dates, a task's due date and status show on both.
    case 'estate':
      return [
        queryRoots.estates,
        queryRoots.dashboard,
        queryRoots.tasks,
        recordKeys.estate(estate),
        recordKeys.estate(undefined),
      ];
    case 'task':
      return [
        queryRoots.tasks,
        queryRoots.estates,
        queryRoots.dashboard,
        recordKeys.estate(estate),
        recordKeys.estate(undefined),
      ];
    case 'document':
      return [queryRoots.documents, queryRoots.estates, queryRoots.dashboard, recordKeys.estate(estate)];
    case 'message':
      return [messageKeys.all];
    case 'notification':
      return [notificationsQueryKey];
    case 'notifyflow':
      // An organisation answered: the estate's NotifyFlow panel, and the Correspondence it logs in;
      // for an admin, the back office's list of notifications.
      return [
        ...(estate ? [['estates', estate, 'notifications'], recordKeys.estate(estate)] : []),
        adminNotificationsQueryKey,
      ];
    // The back office's NotifyFlow directory, letters and invoices (admins only hear them).
    case 'institutions':
      // A directory address lets its waiting letters print (issue 42).
      return [adminInstitutionsQueryKey, lettersQueryKey];
    case 'letters':
      return [lettersQueryKey, adminNotificationsQueryKey];
    case 'invoices':
      return [['admin'], queryRoots.records];
    // Another admin (or the scheduled job) checked the audit chains: the Audit Log's tamper check.
    case 'audit-verification':
      return [auditVerificationQueryKey];
    // An email was queued, sent or failed: the admin Outbox page.
    case 'outbox':
      return [outboxQueryKey];
    // A colleague saved the firm's settings: the Settings page shows them (an open form keeps what
    // was typed, and a save then meets the conflict dialog).
    case 'firm-settings':
      return [settingsKeys.firm];
    // My own account changed elsewhere (another tab or device, or an email's unsubscribe link): the
    // Settings page's profile and notification switches.
    case 'account':
      return [settingsKeys.profile, settingsKeys.preferences];
    case 'presence':
      return estate ? [['estates', estate, 'presence']] : [];
    default:
      // A record of the records kit (of an estate, or of the platform: under the same root).
      return [
        recordKeys.estate(estate),
        recordKeys.estate(undefined),
        queryRoots.estates,
        queryRoots.dashboard,
      ];
  }
}

function refetch(queryClient: QueryClient, keys: (readonly unknown[])[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** Listens for the signed-in person's changes while the dashboard is open. Renders nothing. */
export function LiveChanges(): null {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    let interrupted = false;
    source.onmessage = (event: MessageEvent<string>) => {
      try {
        const change: unknown = JSON.parse(event.data);
        if (isChange(change)) refetch(queryClient, staleAfter(change));
      } catch {
        // Not a change: ignore.
      }
    };
    const everything = () => void queryClient.invalidateQueries();
    source.addEventListener('gap', everything);
    source.onerror = () => {
      interrupted = true;
    };
    source.onopen = () => {
      // Back after a drop: what changed meanwhile is unknown.
      if (interrupted) everything();
      interrupted = false;
    };
    return () => source.close();
  }, [queryClient]);
  return null;
}
