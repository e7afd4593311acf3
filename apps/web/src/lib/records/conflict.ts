/*
 * A save refused as stale (412, decision 060), worked out for the conflict dialog: which fields the
 * other person changed since this form was opened, theirs beside yours, and the values to save when
 * the person keeps theirs for some fields and their own for the rest. Pure, so it is unit-tested.
 */

/** A field the form shows: its name in the form's values, its label, and a select's choices. */
export type ConflictField = {
  name: string;
  label: string;
  options?: readonly { value: string | number; label: string }[] | undefined;
};

/** One field the other person changed: as the form opened, as they saved it, and as typed here. */
export type FieldChange = ConflictField & { original: unknown; theirs: unknown; mine: unknown };

export type Choice = 'mine' | 'theirs';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields whose value the other person changed since the form was opened (`original`), in the
 * order the form shows them; a value the form holds without a field of its own is named by its key.
 */
export function changedFields(
  fields: readonly ConflictField[],
  original: Record<string, unknown>,
  theirs: Record<string, unknown>,
  mine: Record<string, unknown>,
): FieldChange[] {
  const known = new Map(fields.map((f) => [f.name, f]));
  const names = [...fields.map((f) => f.name), ...Object.keys(theirs).filter((k) => !known.has(k))];
  return names
    .filter((name) => name in theirs && !same(original[name], theirs[name]))
    .map((name) => ({
      ...(known.get(name) ?? { name, label: name }),
      original: original[name],
      theirs: theirs[name],
      mine: mine[name],
    }));
}

/** The first choice offered per field: yours where you changed it too, theirs where you did not. */
export function defaultChoices(changes: readonly FieldChange[]): Record<string, Choice> {
  return Object.fromEntries(changes.map((c) => [c.name, same(c.mine, c.original) ? 'theirs' : 'mine']));
}

/** What to save: your values, with theirs in the fields where you chose theirs. */
export function mergeChoices(
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
  choices: Record<string, Choice>,
): Record<string, unknown> {
  const merged = { ...mine };
  for (const [name, choice] of Object.entries(choices)) if (choice === 'theirs') merged[name] = theirs[name];
  return merged;
}

/** A value as the person reads it: a choice's label, Yes or No, a list joined, "(empty)". */
export function displayValue(value: unknown, options?: ConflictField['options']): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value))
    return value.length ? value.map((v) => displayValue(v, options)).join(', ') : '(empty)';
  if (typeof value === 'object') return JSON.stringify(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return options?.find((o) => String(o.value) === text)?.label ?? text;
}
