import {
  appNotificationListSchema,
  calendarSchema,
  dashboardSchema,
  messageSummarySchema,
  meResponseSchema,
  recentEstatesSchema,
} from '@estate/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { calendarCheck } from '@/features/calendar/api/checks';
import { dashboardCheck, recentEstatesCheck } from '@/features/estates/api/checks';
import { messageSummaryCheck } from '@/features/messages/api/checks';
import { appNotificationListCheck } from '@/features/notifications/api/checks';
import { AnswerCheckError, ISO_DATETIME, UUID, type AnswerCheck, type Shape } from '@/lib/answer-check';
import { meResponseCheck } from '@/lib/auth/me-check';

// Each answer the first screen checks without zod (decision 085), and the domain schema its check
// copies: the copy must be the schema, kind for kind, or this fails.
const CHECKS: [string, AnswerCheck<unknown>, z.ZodType][] = [
  ['/api/me', meResponseCheck, meResponseSchema],
  ['/api/dashboard', dashboardCheck, dashboardSchema],
  ['/api/estates/recent', recentEstatesCheck, recentEstatesSchema],
  ['/api/calendar', calendarCheck, calendarSchema],
  ['/api/me/messages/summary', messageSummaryCheck, messageSummarySchema],
  ['/api/me/notifications', appNotificationListCheck, appNotificationListSchema],
];

/** A schema or a shape, written the same way for both, so the two compare as plain data. */
type Described =
  | { kind: 'string'; pattern?: string }
  | { kind: 'number'; int?: true; min?: number; exclusive?: true }
  | { kind: 'boolean' | 'unknown' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'nullable' | 'array' | 'record'; of: Described }
  | { kind: 'object'; shape: Record<string, Described> }
  | { kind: 'union'; of: Described[] };

/** The zod schema as a shape would say it; anything a shape cannot say fails the test. */
function describeSchema(schema: z.core.$ZodType): Described {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const checks = (def.checks ?? []).map((check) => check._zod.def as unknown as Record<string, unknown>);
  const refuse = (what: string): never => {
    throw new Error(
      `An answer check cannot copy ${what}: keep this answer with zod, or teach lib/answer-check.ts`,
    );
  };
  switch (def.type) {
    case 'string': {
      if (checks.length > 0) refuse('a string check');
      const pattern = def.pattern instanceof RegExp ? def.pattern : undefined;
      if (def.format && !pattern) refuse(`the string format ${JSON.stringify(def.format)}`);
      return pattern ? { kind: 'string', pattern: pattern.source } : { kind: 'string' };
    }
    case 'number': {
      const described: Described = { kind: 'number' };
      for (const check of checks) {
        if (check.check === 'number_format' && check.format === 'safeint') described.int = true;
        else if (check.check === 'greater_than') {
          described.min = check.value as number;
          if (check.inclusive !== true) described.exclusive = true;
        } else refuse(`the number check ${String(check.check)}`);
      }
      return described;
    }
    case 'boolean':
    case 'unknown':
      if (checks.length > 0) refuse(`a check on ${def.type}`);
      return { kind: def.type };
    case 'enum':
      return { kind: 'enum', values: Object.values(def.entries as Record<string, string>) };
    case 'nullable':
      return { kind: 'nullable', of: describeSchema(def.innerType as z.core.$ZodType) };
    case 'array':
      if (checks.length > 0) refuse('a check on a list');
      return { kind: 'array', of: describeSchema(def.element as z.core.$ZodType) };
    case 'object': {
      if (def.catchall !== undefined) refuse('an object that keeps or refuses other keys');
      if (checks.length > 0) refuse('a refinement of an object');
      const shape = def.shape as Record<string, z.core.$ZodType>;
      return {
        kind: 'object',
        shape: Object.fromEntries(Object.entries(shape).map(([key, of]) => [key, describeSchema(of)])),
      };
    }
    case 'union':
      return { kind: 'union', of: (def.options as z.core.$ZodType[]).map(describeSchema) };
    case 'record': {
      const key = describeSchema(def.keyType as z.core.$ZodType);
      if (key.kind !== 'string' || 'pattern' in key) refuse('a record whose keys are not any string');
      return { kind: 'record', of: describeSchema(def.valueType as z.core.$ZodType) };
    }
    default:
      return refuse(`a ${def.type}`);
  }
}

function describeShape(shape: Shape): Described {
  switch (shape.kind) {
    case 'string':
      return shape.pattern ? { kind: 'string', pattern: shape.pattern.source } : { kind: 'string' };
    case 'number': {
      const described: Described = { kind: 'number' };
      if (shape.int) described.int = true;
      if (shape.min !== undefined) described.min = shape.min;
      if (shape.exclusive) described.exclusive = true;
      return described;
    }
    case 'boolean':
    case 'unknown':
      return { kind: shape.kind };
    case 'enum':
      return { kind: 'enum', values: [...shape.values] };
    case 'nullable':
    case 'array':
    case 'record':
      return { kind: shape.kind, of: describeShape(shape.of) };
    case 'object':
      return {
        kind: 'object',
        shape: Object.fromEntries(Object.entries(shape.shape).map(([key, of]) => [key, describeShape(of)])),
      };
    case 'union':
      return { kind: 'union', of: shape.of.map(describeShape) };
  }
}

/** Values of `shape`, with keys no shape names added to objects (which a check drops). */
function valuesOf(shape: Shape): fc.Arbitrary<unknown> {
  switch (shape.kind) {
    case 'string':
      if (!shape.pattern) return fc.string();
      if (shape.pattern === ISO_DATETIME)
        return fc
          .date({ min: new Date('1970-01-01'), max: new Date('2999-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString());
      return shape.pattern === UUID ? fc.uuid() : fc.stringMatching(shape.pattern);
    case 'number':
      return shape.int
        ? fc.integer({ min: (shape.min ?? -1000) + (shape.exclusive ? 1 : 0) })
        : fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'unknown':
      return fc.jsonValue();
    case 'enum':
      return fc.constantFrom(...shape.values);
    case 'nullable':
      return fc.option(valuesOf(shape.of), { nil: null });
    case 'array':
      return fc.array(valuesOf(shape.of), { maxLength: 3 });
    case 'object':
      return fc
        .tuple(
          fc.record(Object.fromEntries(Object.entries(shape.shape).map(([k, of]) => [k, valuesOf(of)]))),
          fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 2 }),
        )
        .map(([named, other]) => ({ ...other, ...named }));
    case 'union':
      return fc.oneof(...shape.of.map(valuesOf));
    case 'record':
      return fc.dictionary(fc.string(), valuesOf(shape.of), { maxKeys: 3 });
  }
}

/** What parsing answers: the value, or that it was refused. */
function outcome(parse: () => unknown): { value: unknown } | 'refused' {
  try {
    return { value: parse() };
  } catch (error) {
    if (error instanceof AnswerCheckError || (error instanceof Error && error.name === 'ZodError'))
      return 'refused';
    throw error;
  }
}

describe.each(CHECKS)('the answer check of %s', (_url, check, schema) => {
  it('is its domain schema, kind for kind', () => {
    expect(describeShape(check.shape)).toEqual(describeSchema(schema));
  });

  it('takes what the schema takes, and answers what it answers', () => {
    fc.assert(
      fc.property(valuesOf(check.shape), (value) => {
        expect(outcome(() => check.parse(value))).toStrictEqual(outcome(() => schema.parse(value)));
      }),
      { numRuns: 200 },
    );
  });

  it('refuses what the schema refuses', () => {
    // Any JSON, and valid answers with one value swapped for another JSON value.
    const broken = fc.oneof(
      fc.jsonValue(),
      fc
        .tuple(valuesOf(check.shape), fc.jsonValue(), fc.nat())
        .map(([value, other, at]) => swapOne(value, other, at)),
    );
    fc.assert(
      fc.property(broken, (value) => {
        expect(outcome(() => check.parse(value))).toStrictEqual(outcome(() => schema.parse(value)));
      }),
      { numRuns: 300 },
    );
  });
});

/** `value` with its `at`-th nested value (counting depth first, wrapping round) replaced by `other`. */
function swapOne(value: unknown, other: unknown, at: number): unknown {
  const slots: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, item] of Object.entries(node)) {
      slots.push({ parent: node as Record<string, unknown>, key: Array.isArray(node) ? Number(key) : key });
      visit(item);
    }
  };
  const copy: unknown = structuredClone(value);
  visit(copy);
  const slot = slots[at % Math.max(slots.length, 1)];
  if (!slot) return other;
  (slot.parent as Record<string | number, unknown>)[slot.key] = other;
  return copy;
}
