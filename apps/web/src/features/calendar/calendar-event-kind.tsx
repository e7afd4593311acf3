import {
  CALENDAR_EVENT_TEXTS,
  CALENDAR_EVENT_TYPES,
  calendarEventDtoSchema,
  calendarEventInputSchema,
  calendarEventListSchema,
  can,
  labelOf,
  nzToday,
  type CalendarEventDto,
  type CalendarEventSummary,
} from '@estate/domain';
import type { z } from 'zod';
import type { ZodFormApi } from '@/components/form/use-zod-form';
import type { RecordKind } from '@/components/records/record-list';
import { SelectField, TextField } from '@/components/ui/form-field';
import { formatDate } from '@/lib/format';
import { useEstateOptions } from '@/lib/records/use-estate-options';
import { useViewRole } from '@/lib/view-role/use-view-role';

type Values = z.input<typeof calendarEventInputSchema>;
/** The form's values as the kit's dialog holds them (it adds an estate id, unused by platform records). */
type FormValues = Values & { estateId: string };
type Form = ZodFormApi<FormValues, unknown>;

/** Optional time: the browser's time picker, HH:MM in New Zealand time. */
function TimeField({ form }: { form: Form }) {
  return (
    <TextField
      type="time"
      label="Time"
      hint="Leave empty for an all-day event. New Zealand time."
      {...form.field('time')}
    />
  );
}

/**
 * The event's estate: one the person runs (its people who run it see the event too), or none (only
 * they see it). Beneficiaries keep their own events only, so they get no choice.
 */
function EstateField({ form }: { form: Form }) {
  const runs = can(useViewRole().viewRole, 'estate:manage');
  const options = useEstateOptions(runs);
  if (!runs) return null;
  return (
    <SelectField
      label="Estate"
      hint="Those who run the estate see the event too. Without one, only you see it."
      {...form.field('estate')}
    >
      <option value="">No estate (only me)</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * Events people add to the calendar (spec 3 §2 Calendar "Add Event"): the records kit's declaration,
 * used by the calendar's add and edit dialog (`RecordFormDialog`).
 */
export const calendarEventKind = {
  resource: {
    kind: 'calendar-events',
    base: '/api/calendar-events',
    item: calendarEventDtoSchema,
    list: calendarEventListSchema,
  },
  texts: CALENDAR_EVENT_TEXTS,
  schema: calendarEventInputSchema,
  blank: { title: '', date: nzToday(), time: '', type: 'meeting', description: '', estate: '' },
  toForm: (e) => ({
    title: e.title,
    date: e.date,
    time: e.time ?? '',
    type: e.type as Values['type'],
    description: e.description ?? '',
    estate: e.estate ?? '',
  }),
  fields: [
    { name: 'title', label: 'Title', required: true, wide: true },
    { name: 'date', label: 'Date', kind: 'date', required: true },
    { key: 'time', render: (form) => <TimeField form={form} /> },
    { name: 'type', label: 'Type', kind: 'select', required: true, options: CALENDAR_EVENT_TYPES },
    { key: 'estate', render: (form) => <EstateField form={form} /> },
    { name: 'description', label: 'Description', kind: 'textarea', wide: true },
  ],
  columns: [
    { id: 'title', header: 'Event', sortable: true, cell: (e) => e.title },
    {
      id: 'date',
      header: 'Date',
      sortable: true,
      cell: (e) => `${formatDate(e.date)}${e.time ? ` ${e.time}` : ''}`,
    },
    { id: 'type', header: 'Type', cell: (e) => labelOf(CALENDAR_EVENT_TYPES, e.type) },
    { id: 'estate', header: 'Estate', cell: (e) => e.estateName ?? 'Only me' },
  ],
  nameOf: (e) => e.title,
  search: { label: 'Search events', placeholder: 'Search events...' },
  filters: [{ name: 'type', label: 'Type', all: 'All Types', options: CALENDAR_EVENT_TYPES }],
  sorts: [
    { value: 'date', label: 'Date' },
    { value: 'title', label: 'Title' },
  ],
  defaultSort: 'date',
  saveLabel: 'Add Event',
} satisfies RecordKind<
  CalendarEventDto,
  CalendarEventSummary,
  Values,
  z.output<typeof calendarEventInputSchema>
>;
