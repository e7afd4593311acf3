import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/*
 * How an answer becomes JSON (issue 43, decision 082). Each route's zod response schema is compiled
 * once, as JSON Schema, into a fast-json-stringify writer: it writes the declared fields only (an
 * undeclared field never leaves, as with zod's parse) and needs no parse of the answer first. The
 * zod serializer of fastify-type-provider-zod parsed every answer with its schema and then ran
 * JSON.stringify: a quarter of the status lookup's time. A schema JSON Schema cannot say (a
 * transform) keeps zod's serializer.
 *
 * Outside production every answer is also parsed with its zod schema first, as before: a handler
 * that answers something its schema does not allow fails the tests with a 500, not silently.
 *
 * Each writer is compiled on its route's first answer, not when Fastify asks for it at start-up:
 * compiling every route's answers there was a quarter of a start (about 500 of 1,900 ms on
 * PostgreSQL, decision 083), for routes most starts never answer.
 */

/** A JSON Schema fast-json-stringify can compile, or null when zod cannot express the schema. */
function writableJsonSchema(schema: z.ZodType): Record<string, unknown> | null {
  try {
    return z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
  } catch {
    return null;
  }
}

export function responseSerializerCompiler(options: {
  validate: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    let writer: ((data: unknown) => string) | undefined;
    return (data: unknown) => {
      writer ??= compileWriter(route, options);
      return writer(data);
    };
  };
}

/** The writer of one route's answers with one status code (see the comment above). */
function compileWriter(
  route: Parameters<FastifySerializerCompiler<z.ZodType>>[0],
  options: { validate: boolean },
): (data: unknown) => string {
  const schema = route.schema;
  const zodWriter = zodSerializerCompiler(route) as (data: unknown) => string;
  if (!(schema instanceof z.ZodType)) return zodWriter;
  const json = writableJsonSchema(schema);
  if (!json) return zodWriter;
  // fast-json-stringify types its writer loosely; it returns the JSON text.
  const write = fastJson(json) as (data: unknown) => string;
  if (!options.validate) return write;
  return (data: unknown) => {
    // The zod writer throws when the answer breaks its schema; its text is not used.
    zodWriter(data);
    return write(data);
  };
}
