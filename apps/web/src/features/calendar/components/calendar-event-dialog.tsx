import { CALENDAR_EVENT_TEXTS, CALENDAR_EVENT_TYPES, labelOf } from '@estate/domain';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { RecordFormDialog } from '@/components/records/record-list';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/loading-state';
import { messageOf } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useDeleteRecord, useRecord } from '@/lib/records/use-records';
import { calendarEventKind } from '../calendar-event-kind';

/**
 * An added event opened from the calendar: what it is, with Edit (the records kit's form) and
 * Delete (after a confirmation). Anyone who can open it may change it: its creator, or for an
 * estate's event those who run the estate (the API decides).
 */
export function CalendarEventDialog({ eventId, onClose }: { eventId: string; onClose: () => void }) {
  const event = useRecord(calendarEventKind.resource, '', eventId);
  const remove = useDeleteRecord(calendarEventKind.resource);
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const texts = CALENDAR_EVENT_TEXTS;

  if (event.isPending) {
    return (
      <Dialog title="Event" onClose={onClose}>
        <LoadingState label="Loading event…" />
      </Dialog>
    );
  }
  if (!event.data) {
    return (
      <Dialog title={texts.notFound} onClose={onClose}>
        <p className="text-slate-700">{messageOf(event.error, 'This event could not be loaded.')}</p>
      </Dialog>
    );
  }
  const e = event.data;
  if (mode === 'edit')
    return (
      <RecordFormDialog
        kind={calendarEventKind}
        record={e}
        estateId={undefined}
        estateOptions={[]}
        onClose={onClose}
      />
    );
  if (mode === 'delete')
    return (
      <ConfirmDialog
        title={`Delete ${e.title}`}
        message={texts.confirmDelete}
        isBusy={remove.isPending}
        onClose={() => setMode('view')}
        onConfirm={() =>
          remove.mutate(
            { id: e.id, version: e.version },
            {
              onSuccess: () => {
                toast.success(texts.deleted);
                onClose();
              },
              onError: (error) => {
                toast.error(messageOf(error, texts.deleteFailed));
                setMode('view');
              },
            },
          )
        }
      />
    );
  return (
    <Dialog title={e.title} onClose={onClose}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium text-slate-700">When</dt>
        <dd>
          {formatDate(e.date)}
          {e.time ? ` at ${e.time}` : ' (all day)'}
        </dd>
        <dt className="font-medium text-slate-700">Type</dt>
        <dd>{labelOf(CALENDAR_EVENT_TYPES, e.type)}</dd>
        <dt className="font-medium text-slate-700">Estate</dt>
        <dd>{e.estateName ?? 'None (only you see it)'}</dd>
        {e.createdByName ? (
          <>
            <dt className="font-medium text-slate-700">Added by</dt>
            <dd>{e.createdByName}</dd>
          </>
        ) : null}
        {e.description ? (
          <>
            <dt className="font-medium text-slate-700">Description</dt>
            <dd className="whitespace-pre-line">{e.description}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="danger" onClick={() => setMode('delete')}>
          Delete
        </Button>
        <Button onClick={() => setMode('edit')}>Edit</Button>
      </div>
    </Dialog>
  );
}
