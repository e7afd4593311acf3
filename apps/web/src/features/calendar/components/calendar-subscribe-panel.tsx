import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/form-field';
import { LoadingState } from '@/components/ui/loading-state';
import { LoadError } from '@/components/ui/list-states';
import { Panel } from '@/components/ui/panel';
import { messageOf } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useCalendarFeed, useCreateCalendarFeed, useDeleteCalendarFeed } from '../api/calendar-feed';

/**
 * Subscribe: my private calendar feed. Turning it on (or Regenerate) shows its URL once, with Copy
 * and how to add it to Outlook, Google Calendar and Apple Calendar; only a hash is kept, so a lost
 * URL is replaced by regenerating. Regenerate and Turn off ask first: the old URL stops working.
 */
export function CalendarSubscribePanel() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState<'regenerate' | 'off' | null>(null);

  const makeUrl = () =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        setUrl(created.url);
        toast.success('Calendar feed ready', { description: 'Copy the URL into your calendar app.' });
      },
      onError: (error) =>
        toast.error(messageOf(error, 'The calendar feed could not be turned on. Please try again.')),
      onSettled: () => setAsking(null),
    });

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Feed URL copied');
    } catch {
      toast.error('Could not copy: select the URL and copy it yourself.');
    }
  };

  return (
    <Panel title="Subscribe in your calendar app">
      {feed.isPending ? (
        <LoadingState label="Loading your calendar feed…" />
      ) : feed.isError ? (
        <LoadError onRetry={() => void feed.refetch()}>Your calendar feed could not be loaded.</LoadError>
      ) : !feed.data.enabled ? (
        <div className="space-y-3 text-sm text-slate-700">
          <p>
            See these deadlines and events in Outlook, Google Calendar or Apple Calendar. Your feed is a
            private address: anyone who has it can read your calendar, so keep it to yourself.
          </p>
          <Button onClick={makeUrl} disabled={create.isPending}>
            {create.isPending ? 'Turning on…' : 'Turn on calendar feed'}
          </Button>
        </div>
      ) : (
        <div className="space-y-4 text-sm text-slate-700">
          <p>
            Your calendar feed is on
            {feed.data.createdAt ? ` (address made ${formatDateTime(feed.data.createdAt)})` : ''}. Calendar
            apps refresh it every few hours.
          </p>
          {url ? (
            <div className="space-y-2">
              <div className="flex flex-wrap items-end gap-2">
                <TextField
                  label="Your private feed URL"
                  hint="Shown only now. Lost it? Regenerate to get a new one."
                  value={url}
                  readOnly
                  className="min-w-0 flex-1"
                  onFocus={(e) => e.currentTarget.select()}
                />
                <Button variant="secondary" onClick={() => void copy()}>
                  Copy
                </Button>
              </div>
            </div>
          ) : (
            <p>For your privacy the address is shown only when it is made. Regenerate to see a new one.</p>
          )}
          <details className="rounded-md border border-slate-200 p-3">
            <summary className="cursor-pointer font-medium text-slate-900">How to subscribe</summary>
            <ul className="mt-2 list-disc space-y-2 pl-5">
              <li>
                <strong>Outlook</strong>: Calendar, Add calendar, Subscribe from web, paste the URL, Import.
              </li>
              <li>
                <strong>Google Calendar</strong> (on a computer): Other calendars, +, From URL, paste the URL,
                Add calendar.
              </li>
              <li>
                <strong>Apple Calendar</strong>: on a Mac, File, New Calendar Subscription, paste the URL; on
                an iPhone, Settings, Calendar, Accounts, Add Account, Other, Add Subscribed Calendar.
              </li>
            </ul>
          </details>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setAsking('regenerate')}>
              Regenerate URL
            </Button>
            <Button variant="danger" onClick={() => setAsking('off')}>
              Turn off
            </Button>
          </div>
        </div>
      )}
      {asking === 'regenerate' ? (
        <ConfirmDialog
          title="Regenerate the feed URL?"
          message="The current URL stops working at once: calendars subscribed to it stop updating until you subscribe to the new one."
          confirmLabel="Regenerate"
          busyLabel="Regenerating..."
          isBusy={create.isPending}
          onClose={() => setAsking(null)}
          onConfirm={makeUrl}
        />
      ) : null}
      {asking === 'off' ? (
        <ConfirmDialog
          title="Turn off the calendar feed?"
          message="The URL stops working at once and subscribed calendars stop updating."
          confirmLabel="Turn off"
          busyLabel="Turning off..."
          isBusy={remove.isPending}
          onClose={() => setAsking(null)}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                setUrl(null);
                toast.success('Calendar feed turned off');
              },
              onError: (error) => toast.error(messageOf(error, 'The calendar feed could not be turned off.')),
              onSettled: () => setAsking(null),
            })
          }
        />
      ) : null}
    </Panel>
  );
}
