import { HONEYPOT_FIELD, type enquiryInputSchema } from '@estate/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { enquiries } from '../../db/schema-public-site.js';
import { enquiryEmail } from '../email/templates/index.js';
import { enqueueEmail } from '../outbox/enqueue-email.js';
import { teamEmail } from './team-email.js';

type EnquiryInput = z.output<typeof enquiryInputSchema>;

/**
 * Stores a contact-form enquiry and queues its email to the team in the same transaction: the
 * enquiry exists exactly when the email to answer it does. A filled honeypot is dropped silently
 * (answered like a success, so a bot learns nothing). Returns the new id, or null when dropped.
 */
export async function submitEnquiry(db: Db, input: EnquiryInput): Promise<string | null> {
  if (input[HONEYPOT_FIELD]) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enquiries)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject: input.subject,
        message: input.message,
      })
      .returning({ id: enquiries.id });
    await enqueueEmail(tx, {
      kind: 'public-site.enquiry',
      to: teamEmail(),
      // The team's answer goes to the person who asked (decision 078).
      replyTo: { name: input.name, address: input.email },
      ...enquiryEmail({
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        subject: input.subject,
        message: input.message,
      }),
    });
    return row!.id;
  });
}
