/**
 * The first screen's answers checked without zod (decision 085). The dashboard's first screen
 * checks six answers (`/api/me`, the home page's and the top bar's); zod, 23 KB of the first
 * download, came for them alone. Each of these answers is checked here against a copy of its
 * domain schema written with the few kinds below, and `first-screen-checks.test.ts` holds every
 * copy to its schema: the same kinds, keys, formats and bounds, so a schema that changes fails the
 * test until its copy follows. A check does what zod's `parse` does with these kinds: it refuses
 * what the schema refuses, and answers a new value with only the keys the schema names.
 *
 * Only what those answers use is here; an answer with a refinement or a transform stays with zod.
 */

/** What an answer is checked against: the kinds of zod schema the first screen's answers use. */
export type Shape =
  | { kind: 'string'; pattern?: RegExp }
  /** `min` is a bound it may equal, unless `exclusive` (zod's `.positive()`). */
  | { kind: 'number'; int?: true; min?: number; exclusive?: true }
  | { kind: 'boolean' }
  | { kind: 'unknown' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'nullable'; of: Shape }
  | { kind: 'array'; of: Shape }
  | { kind: 'object'; shape: Readonly<Record<string, Shape>> }
  | { kind: 'union'; of: readonly Shape[] }
  /** A record with string keys (zod's `z.record(z.string(), …)`). */
  | { kind: 'record'; of: Shape };

/** zod's `z.uuid()`: a UUID of RFC 9562 (versions 1 to 8), or the nil or max UUID. */
export const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
/** zod's `z.iso.datetime()`: a UTC date and time, to the second, a fraction optional, `Z` at the end. */
export const ISO_DATETIME =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$/;

export const string: Shape = { kind: 'string' };
export const uuid: Shape = { kind: 'string', pattern: UUID };
export const isoDatetime: Shape = { kind: 'string', pattern: ISO_DATETIME };
export const number: Shape = { kind: 'number' };
/** zod's `z.number().int().min(min)`: a safe integer from `min` on. */
export const wholeFrom = (min: number): Shape => ({ kind: 'number', int: true, min });
/** zod's `z.number().int().nonnegative()`. */
export const count = wholeFrom(0);
/** zod's `z.number().int().positive()`. */
export const positiveWhole: Shape = { kind: 'number', int: true, min: 0, exclusive: true };
export const boolean: Shape = { kind: 'boolean' };
export const unknown: Shape = { kind: 'unknown' };
export const oneOf = (values: readonly string[]): Shape => ({ kind: 'enum', values });
export const nullable = (of: Shape): Shape => ({ kind: 'nullable', of });
export const array = (of: Shape): Shape => ({ kind: 'array', of });
export const object = (shape: Record<string, Shape>): Shape => ({ kind: 'object', shape });
export const union = (...of: Shape[]): Shape => ({ kind: 'union', of });
export const record = (of: Shape): Shape => ({ kind: 'record', of });

/** An answer that does not have its schema's shape: the first place it differs. */
export class AnswerCheckError extends Error {
  override readonly name = 'AnswerCheckError';
  readonly path: readonly (string | number)[];
  constructor(path: readonly (string | number)[], expected: string) {
    super(`Unexpected answer at ${path.length ? path.join('.') : 'its root'}: expected ${expected}`);
    this.path = path;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record's own object (zod's `isPlainObject`): what JSON.parse makes, not a class instance. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype;
}

/** The checked value: a copy with only the keys the shape names, or an AnswerCheckError. */
function run(shape: Shape, value: unknown, path: (string | number)[]): unknown {
  const fail = (expected: string): never => {
    throw new AnswerCheckError(path, expected);
  };
  switch (shape.kind) {
    case 'string':
      if (typeof value !== 'string') return fail('a string');
      if (shape.pattern && !shape.pattern.test(value)) return fail(`a string like ${shape.pattern.source}`);
      return value;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return fail('a number');
      if (shape.int && !Number.isSafeInteger(value)) return fail('a whole number');
      if (shape.min !== undefined && (shape.exclusive ? value <= shape.min : value < shape.min))
        return fail(`a number ${shape.exclusive ? 'above' : 'from'} ${shape.min}`);
      return value;
    case 'boolean':
      return typeof value === 'boolean' ? value : fail('true or false');
    case 'unknown':
      return value;
    case 'enum':
      return typeof value === 'string' && shape.values.includes(value)
        ? value
        : fail(shape.values.join(' | '));
    case 'nullable':
      return value === null ? null : run(shape.of, value, path);
    case 'array':
      if (!Array.isArray(value)) return fail('a list');
      return value.map((item, index) => run(shape.of, item, [...path, index]));
    case 'object': {
      if (!isObject(value)) return fail('an object');
      const out: Record<string, unknown> = {};
      for (const [key, of] of Object.entries(shape.shape)) out[key] = run(of, value[key], [...path, key]);
      return out;
    }
    case 'union': {
      // The first that fits, as zod's union answers.
      for (const of of shape.of) {
        try {
          return run(of, value, path);
        } catch (error) {
          if (!(error instanceof AnswerCheckError)) throw error;
        }
      }
      return fail('one of a union');
    }
    case 'record': {
      if (!isPlainObject(value)) return fail('an object');
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(value)) {
        if (key === '__proto__') continue;
        out[key] = run(shape.of, value[key], [...path, key]);
      }
      return out;
    }
  }
}

/** A check of an answer typed `T`: `api.get` takes it where it takes a zod schema. */
export type AnswerCheck<T> = { readonly shape: Shape; parse(value: unknown): T };

/**
 * The check of an answer of type `T` (the domain schema's output type) against `shape`. Nothing
 * here ties the two: the test that compares the shape with the schema does.
 */
export function answerCheck<T>(shape: Shape): AnswerCheck<T> {
  // The shape is the schema's (first-screen-checks.test.ts), so the value is a T.
  return { shape, parse: (value) => run(shape, value, []) as T };
}
