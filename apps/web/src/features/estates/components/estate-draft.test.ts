import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearEstateDraft, loadEstateDraft, NEW_ESTATE_DRAFT_KEY, saveEstateDraft } from './estate-draft';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('new-estate draft', () => {
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = { localStorage: memoryStorage() };
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('round-trips what was typed, step included', () => {
    const draft = {
      ...loadEstateDraft(),
      step: 2 as const,
      deceasedName: 'Mere Ngata',
      willStatus: 'Will Under Review' as const,
    };
    saveEstateDraft(draft);
    expect(loadEstateDraft()).toEqual(draft);
    clearEstateDraft();
    expect(loadEstateDraft().deceasedName).toBe('');
  });

  it('removes a draft that cannot be read and starts empty', () => {
    window.localStorage.setItem(NEW_ESTATE_DRAFT_KEY, '{not json');
    expect(loadEstateDraft()).toMatchObject({ step: 1, deceasedName: '' });
    expect(window.localStorage.getItem(NEW_ESTATE_DRAFT_KEY)).toBeNull();
  });

  it('keeps the readable fields of an older draft and empties the odd ones', () => {
    window.localStorage.setItem(
      NEW_ESTATE_DRAFT_KEY,
      JSON.stringify({ step: 7, deceasedName: 'Tom Hill', willStatus: 'Maybe', notes: 42 }),
    );
    expect(loadEstateDraft()).toMatchObject({ step: 1, deceasedName: 'Tom Hill', willStatus: '', notes: '' });
  });

  it('keeps the names of the attached files (not the files), to name them after a reload', () => {
    saveEstateDraft({ ...loadEstateDraft(), fileNames: ['will.pdf', 'death-certificate.pdf'] });
    expect(loadEstateDraft().fileNames).toEqual(['will.pdf', 'death-certificate.pdf']);
    // An older draft has none; a garbled list is dropped.
    window.localStorage.setItem(NEW_ESTATE_DRAFT_KEY, JSON.stringify({ deceasedName: 'Tom Hill' }));
    expect(loadEstateDraft().fileNames).toEqual([]);
    window.localStorage.setItem(NEW_ESTATE_DRAFT_KEY, JSON.stringify({ fileNames: 'will.pdf' }));
    expect(loadEstateDraft().fileNames).toEqual([]);
  });
});
