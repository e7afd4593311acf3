import { and, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { calendarEvents } from '../../db/schema.js';
import { runsEstates, type Who } from './actor.js';
import { estateOwned } from './estate-base.js';

/**
 * Events people added to the calendar (issue 16): one's own personal events (no estate), and the
 * events of an estate one may still see (`estateOwned`): every such event for those who run it, and
 * only their own for a beneficiary (an estate's events are the working diary of those who run it).
 * An event on an estate someone was taken off goes with the estate. For queries that select from
 * `calendar_events`; the calendar feed applies the same rule as its owner.
 */
export function visibleCalendarEvents(actor: Who): SQL {
  const mine = eq(calendarEvents.createdBy, actor.id);
  return or(
    and(isNull(calendarEvents.estateId), mine),
    and(
      isNotNull(calendarEvents.estateId),
      estateOwned(actor, calendarEvents.estateId, runsEstates(actor) ? undefined : mine),
    ),
  )!;
}
