import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { openEventStream } from '../lib/event-stream.js';
import { eventReader, requireEstate } from '../services/access/index.js';
import { requireActor } from '../services/auth/actor.js';
import type { ChangeEvent } from '../services/events/change-feed.js';
import { KIT_KINDS } from '../services/records/all-kinds.js';

/*
 * One live stream per browser tab (issue 39, decision 062): `GET /api/events` sends each committed
 * change of any API process that the person may read, as `data: {"kind","estateId","id","action"}`
 * (ids only: the screen refetches what it shows), and `event: gap` when this process may have
 * missed changes (its database connection dropped): refetch everything. With `estateId`, only that
 * estate's changes, and an estate the person may not see answers 404 and sends nothing.
 */

const eventsQuerySchema = z.object({
  estateId: z.uuid({ message: 'Estate not found' }).optional(),
});

export function eventRoutes(fastify: FastifyInstance, { auth, db, changes }: AppDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/events',
    {
      schema: {
        produces: ['text/event-stream'],
        operationId: 'watchChanges',
        summary:
          'Live changes you may read (text/event-stream: one JSON {kind, estateId, id, action} per change; `event: gap` means refetch), of every estate or of one (estateId)',
        tags: ['Events'],
        querystring: eventsQuerySchema,
      },
    },
    async (request, reply) => {
      const actor = await requireActor(auth, request, 'dashboard:use');
      const { estateId } = request.query;
      if (estateId) await requireEstate(db, actor, estateId);
      const res = openEventStream(request, reply);
      if (!res) return;
      res.write('retry: 2000\n: connected\n\n');
      const mayHear = eventReader(db, actor, KIT_KINDS);
      // One at a time, in the order committed, so a reader never sees a later change before an earlier.
      let queue = Promise.resolve();
      const onChange = (event: ChangeEvent) => {
        if (estateId && event.estateId !== estateId) return;
        queue = queue
          .then(async () => {
            if (await mayHear(event)) res.write(`data: ${JSON.stringify(event)}\n\n`);
          })
          .catch((err: unknown) => request.log.warn({ err }, 'event stream check failed'));
      };
      const onGap = () => res.write('event: gap\ndata: {}\n\n');
      changes.on('change', onChange);
      changes.on('gap', onGap);
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), 25_000);
      request.raw.on('close', () => {
        changes.off('change', onChange);
        changes.off('gap', onGap);
        clearInterval(heartbeat);
      });
    },
  );
}
