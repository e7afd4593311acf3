import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  calendarFeedTokenParamsSchema,
  calendarQuerySchema,
  calendarSchema,
  noContent,
  nzToday,
} from '@estate/domain';
import type { AppDeps } from '../deps.js';
import { requireActor } from '../services/auth/actor.js';
import {
  createCalendarFeed,
  deleteCalendarFeed,
  getCalendarFeed,
  renderCalendarFeed,
} from '../services/calendar/calendar-feed.js';
import { listCalendarItems } from '../services/calendar/list-calendar-items.js';
import { contentDisposition } from '../lib/content-disposition.js';

/*
 * The calendar (issue 16; spec 3 §2 Calendar). The events people add are the platform records kind
 * `calendar-events` (services/back-office/kinds/calendar-events.ts: /api/calendar-events). Here: the
 * merged calendar of a range, and the personal feed: its status, turning it on or regenerating it,
 * turning it off (all `dashboard:use`), and the feed itself, read with no session by its token.
 */
export function calendarRoutes(fastify: FastifyInstance, { auth, db, config }: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Calendar'];

  app.get(
    '/api/calendar',
    {
      schema: {
        operationId: 'getCalendar',
        summary:
          'Everything dated I may see from `from` to `to` (at most 42 days): task, milestone and tax due dates, statutory dates and events, merged and sorted',
        tags,
        querystring: calendarQuerySchema,
        response: { 200: calendarSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      const { from, to } = request.query;
      const items = await listCalendarItems(db, actor, { from, to });
      return { from, to, today: nzToday(), items };
    },
  );

  app.get(
    '/api/calendar/feed',
    {
      schema: {
        operationId: 'getCalendarFeed',
        summary: 'Whether my calendar feed is on, and since when',
        tags,
        response: { 200: calendarFeedStatusSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      return getCalendarFeed(db, actor);
    },
  );

  app.post(
    '/api/calendar/feed',
    {
      schema: {
        operationId: 'createCalendarFeed',
        summary:
          'Turn my calendar feed on, or give it a new URL (the old one stops working); answers the URL once',
        tags,
        response: { 201: calendarFeedCreatedSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      return reply.status(201).send(await createCalendarFeed(db, config, actor));
    },
  );

  app.delete(
    '/api/calendar/feed',
    {
      schema: {
        operationId: 'deleteCalendarFeed',
        summary: 'Turn my calendar feed off: its URL answers 404 from now on',
        tags,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      await deleteCalendarFeed(db, actor);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/calendar/feed/:token.ics',
    {
      schema: {
        produces: ['text/calendar'],
        operationId: 'readCalendarFeed',
        summary:
          "A person's calendar as iCalendar, for a calendar app to subscribe to (no session: the token is the key; 404 when unknown, replaced or turned off)",
        tags,
        params: calendarFeedTokenParamsSchema,
      },
    },
    async (request, reply) => {
      const text = await renderCalendarFeed(db, config, request.params.token);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition('estate-calendar.ics', 'inline'))
        .send(text);
    },
  );
}
