import { DELIVERY_TEXTS, OUTBOX_STATE_LABELS } from '@estate/domain';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { LoadingState } from '@/components/ui/loading-state';
import { messageOf } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { useAdminNotifications } from '../api/get-admin-notifications';
import { InstitutionHistory } from './institution-history';
import { InstitutionStatusControl } from './institution-status-control';
import { StatusBadge, statusLabel } from './status-badge';

/** Rows per page of GET /api/admin/notifications. */
const PAGE_SIZE = 20;

/** Every notification, searchable, with each institution's row and a control to change it. */
export function AdminNotificationsList() {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState({ q: '', page: 1 });
  const notifications = useAdminNotifications(search);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch({ q: query.trim(), page: 1 });
  };
  const total = notifications.data?.total ?? 0;
  const hasNext = search.page * PAGE_SIZE < total;

  return (
    <div className="space-y-4">
      <form
        role="search"
        aria-label="Notifications"
        onSubmit={onSearch}
        className="flex flex-wrap items-end gap-2"
      >
        <TextField
          className="min-w-56 flex-1"
          label="Search notifications"
          hint="Reference code, deceased name, or requester name or email."
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Button type="submit" className="mb-5">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </form>
      {notifications.isPending ? (
        <LoadingState label="Loading notifications…" showLabel />
      ) : notifications.isError ? (
        <Alert>
          <p>{messageOf(notifications.error, 'The notifications could not be loaded.')}</p>
        </Alert>
      ) : notifications.data.items.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          No notifications found.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {total} notification{total === 1 ? '' : 's'}
          </p>
          <ul
            className="space-y-4 aria-busy:opacity-60"
            aria-busy={notifications.isPlaceholderData || undefined}
          >
            {notifications.data.items.map((n) => (
              <li key={n.notificationId}>
                <article
                  aria-labelledby={`notification-${n.notificationId}`}
                  className="rounded-xl border border-slate-200 bg-white shadow-sm"
                >
                  <div className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-200 px-5 py-4">
                    <div>
                      <h3
                        id={`notification-${n.notificationId}`}
                        className="font-mono text-lg font-semibold text-slate-900"
                      >
                        {n.referenceCode}
                      </h3>
                      <p className="text-sm text-slate-700">
                        {n.deceasedName || 'Unknown'} · requested by {n.requesterName || 'unknown'}
                        {n.requesterEmail ? ` (${n.requesterEmail})` : ''}
                      </p>
                    </div>
                    <div className="text-right text-sm text-slate-700">
                      <Badge tone="info">{statusLabel(n.status)}</Badge>
                      <p className="mt-1">Requested {formatDateTime(n.dateSent)}</p>
                    </div>
                  </div>
                  {n.institutions.length === 0 ? (
                    <p className="px-5 py-4 text-sm text-slate-700">
                      No institutions have been notified yet.
                    </p>
                  ) : (
                    <ul className="divide-y divide-slate-200">
                      {n.institutions.map((row) => (
                        <li
                          key={row.id}
                          className="grid gap-3 px-5 py-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]"
                        >
                          <div className="space-y-1 text-sm">
                            <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                              {row.name}
                              <StatusBadge status={row.status} />
                              <Badge>{row.channel === 'email' ? 'Email' : 'Letter'}</Badge>
                              {row.overdue ? <Badge tone="error">Overdue</Badge> : null}
                            </p>
                            <p className="text-slate-700">
                              Sent: {row.sentDate ? formatDateTime(row.sentDate) : DELIVERY_TEXTS.queued} ·
                              Response received: {row.responseReceived ? 'Yes' : 'No'}
                              {row.remindedAt ? ` · Reminded on ${formatDate(row.remindedAt)}` : ''}
                            </p>
                            {row.outbox && row.outbox.state !== 'sent' ? (
                              <p className="text-slate-700">
                                Outbox: {OUTBOX_STATE_LABELS[row.outbox.state]}
                                {row.outbox.attempts
                                  ? ` · ${row.outbox.attempts} ${row.outbox.attempts === 1 ? 'try' : 'tries'}`
                                  : ''}
                                {row.outbox.lastError ? ` · Last error: ${row.outbox.lastError}` : ''}
                              </p>
                            ) : null}
                            {row.responseMessage ? (
                              <p className="whitespace-pre-line text-slate-700">“{row.responseMessage}”</p>
                            ) : null}
                            <InstitutionHistory id={row.id} name={row.name} />
                          </div>
                          <InstitutionStatusControl row={row} />
                        </li>
                      ))}
                    </ul>
                  )}
                </article>
              </li>
            ))}
          </ul>
          <nav aria-label="Pages" className="flex items-center justify-between">
            <Button
              variant="secondary"
              size="sm"
              disabled={search.page <= 1}
              onClick={() => setSearch((s) => ({ ...s, page: s.page - 1 }))}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous
            </Button>
            <span className="text-sm text-slate-700">Page {search.page}</span>
            <Button
              variant="secondary"
              size="sm"
              disabled={!hasNext}
              onClick={() => setSearch((s) => ({ ...s, page: s.page + 1 }))}
            >
              Next
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
