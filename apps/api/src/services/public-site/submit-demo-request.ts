import { HONEYPOT_FIELD, type demoRequestInputSchema } from '@estate/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { demoRequests } from '../../db/schema-public-site.js';
import { demoRequestEmail } from '../email/templates/index.js';
import { enqueueEmail } from '../outbox/enqueue-email.js';
import { teamEmail } from './team-email.js';

type DemoRequestInput = z.output<typeof demoRequestInputSchema>;

/**
 * Stores a demo request and queues its email to the team in the same transaction. A filled
 * honeypot is dropped silently. Returns the new id, or null when dropped.
 */
export async function submitDemoRequest(db: Db, input: DemoRequestInput): Promise<string | null> {
  if (input[HONEYPOT_FIELD]) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(demoRequests)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        company: input.company,
        role: input.role,
        message: input.message,
      })
      .returning({ id: demoRequests.id });
    await enqueueEmail(tx, {
      kind: 'public-site.demo-request',
      to: teamEmail(),
      // The team's answer goes to the person who asked (decision 078).
      replyTo: { name: input.name, address: input.email },
      ...demoRequestEmail({
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        company: input.company ?? null,
        role: input.role ?? null,
        message: input.message ?? null,
      }),
    });
    return row!.id;
  });
}
