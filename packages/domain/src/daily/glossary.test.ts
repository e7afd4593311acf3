import { describe, expect, it } from 'vitest';
import { GLOSSARY_CATEGORIES, GLOSSARY_TERMS, glossaryLetterOf } from './glossary.js';

describe('glossary', () => {
  it('has at least 40 unique terms, each with a definition and a known category', () => {
    expect(GLOSSARY_TERMS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(GLOSSARY_TERMS.map((t) => t.term.toLowerCase())).size).toBe(GLOSSARY_TERMS.length);
    expect(new Set(GLOSSARY_TERMS.map((t) => t.id)).size).toBe(GLOSSARY_TERMS.length);
    for (const t of GLOSSARY_TERMS) {
      expect(t.definition.length, t.term).toBeGreaterThan(40);
      expect(GLOSSARY_CATEGORIES, t.term).toContain(t.category);
      expect(t.id, t.term).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it('covers the words a New Zealand estate uses', () => {
    const terms = GLOSSARY_TERMS.map((t) => t.term.toLowerCase()).join('\n');
    for (const word of [
      'probate',
      'letters of administration',
      's65',
      'residuary beneficiary',
      'family protection',
      'pra option a',
      'ir3',
      'māori land',
    ]) {
      expect(terms).toContain(word);
    }
  });

  it('is in alphabetical order and files a word with a macron under its plain letter', () => {
    const letters = GLOSSARY_TERMS.map((t) => glossaryLetterOf(t.term));
    expect([...letters].sort()).toEqual(letters);
    expect(glossaryLetterOf('Māori land succession')).toBe('M');
    expect(glossaryLetterOf('s47 (six-month rule)')).toBe('S');
  });
});
