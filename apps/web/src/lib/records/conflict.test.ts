import { describe, expect, it } from 'vitest';
import { changedFields, defaultChoices, displayValue, mergeChoices } from './conflict';

const fields = [
  { name: 'name', label: 'Name' },
  { name: 'type', label: 'Type', options: [{ value: 'property', label: 'Property' }] },
  { name: 'notes', label: 'Notes' },
];

describe('a save refused as stale, for the conflict dialog', () => {
  const original = { name: 'Bach', type: 'vehicle', notes: 'first' };
  const theirs = { name: 'Bach', type: 'property', notes: 'edited by Liam' };
  const mine = { name: 'Bach at Ōtaki', type: 'vehicle', notes: 'edited by Mere' };

  it('lists only the fields the other person changed, theirs beside mine, in the form order', () => {
    const changes = changedFields(fields, original, theirs, mine);
    expect(changes.map((c) => [c.label, c.theirs, c.mine])).toEqual([
      ['Type', 'property', 'vehicle'],
      ['Notes', 'edited by Liam', 'edited by Mere'],
    ]);
  });

  it('offers mine where I changed the field too, theirs where I did not', () => {
    expect(defaultChoices(changedFields(fields, original, theirs, mine))).toEqual({
      type: 'theirs',
      notes: 'mine',
    });
  });

  it('keeps what I typed in every field I did not give to them', () => {
    expect(mergeChoices(mine, theirs, { type: 'theirs', notes: 'mine' })).toEqual({
      name: 'Bach at Ōtaki',
      type: 'property',
      notes: 'edited by Mere',
    });
  });

  it('reads values as a person would', () => {
    expect(displayValue('property', fields[1]!.options)).toBe('Property');
    expect(displayValue('')).toBe('(empty)');
    expect(displayValue(true)).toBe('Yes');
    expect(displayValue(['a', 'b'])).toBe('a, b');
  });
});
