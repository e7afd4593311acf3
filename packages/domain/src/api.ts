import { z } from 'zod';

/*
 * Pieces the API's route schemas share (decision 013). Routes declare their params, query, body and
 * responses with domain schemas; these are the ones that belong to no single area.
 */

/**
 * Address parameters that are ids. A malformed id names nothing, exactly like an id that does not
 * exist, so the route answers its 404 with `notFoundMessage` (not a 400).
 *
 * @example schema: { params: idParamsFor('Estate not found') }            // `:id`
 * @example schema: { params: idParamsFor('Estate not found', 'estateId') } // `:estateId`
 */
export const idParamsFor = <K extends string = 'id'>(notFoundMessage: string, name?: K) =>
  z.object({ [name ?? 'id']: z.uuid({ message: notFoundMessage }) } as Record<K, z.ZodUUID>);

/** The answer of a 204: no body. */
export const noContent = z.null().describe('No content');
