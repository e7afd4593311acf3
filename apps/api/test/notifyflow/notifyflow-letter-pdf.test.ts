import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderLetterPdf } from '../../src/services/notifyflow/letter-pdf.js';
import { extractText } from '../pdf-text.js';

const letter = (institutionName: string, bodyLines: string[]) =>
  renderLetterPdf({
    institutionName,
    postalAddress: 'Private Bag 39990\nTe Awakairangi Lower Hutt 5045',
    referenceCode: 'NF-7K2Q9D',
    date: new Date('2026-11-20T00:00:00Z'),
    bodyLines,
    response: {
      url: 'https://estate.example.nz/respond/token',
      shortCode: null,
      codeEntryUrl: 'https://estate.example.nz/respond',
    },
  });

describe('letter PDFs', () => {
  it('keep te reo Māori macrons: the text copied out of the PDF is the text put in', async () => {
    const pdf = await letter('Te Rūnanga o Ngāi Tahu', [
      'Name of the deceased: Hēmi Tūhoe',
      'Address: 12 Pōneke Street, Whanganui-a-Tara (Wellington)',
      'Heritage: Māori — “whānau” matters; ĀĒĪŌŪ āēīōū',
    ]);
    const { lines, baseFonts } = await extractText(pdf);
    expect(lines).toContain('Te Rūnanga o Ngāi Tahu');
    expect(lines).toContain('Name of the deceased: Hēmi Tūhoe');
    expect(lines).toContain('Address: 12 Pōneke Street, Whanganui-a-Tara (Wellington)');
    expect(lines).toContain('Heritage: Māori — “whānau” matters; ĀĒĪŌŪ āēīōū');
    expect(lines).toContain('NZ Estate Platform — NotifyFlow');
    expect(lines).toContain('20 November 2026');
    // Embedded DejaVu subsets (tagged "ABCDEF+", decision 076), not a standard font that cannot encode ā.
    expect(baseFonts.sort((a, b) => a.slice(7).localeCompare(b.slice(7)))).toEqual([
      expect.stringMatching(/^[A-Z]{6}\+DejaVuSans$/),
      expect.stringMatching(/^[A-Z]{6}\+DejaVuSans-Bold$/),
    ]);
    // Only the glyphs used are embedded (the two font files alone are 125 KB): a letter stays small.
    expect(pdf.length).toBeLessThan(40_000);
  });

  it('decomposed input is composed, and characters the font lacks degrade instead of vanishing', async () => {
    const pdf = await letter('Kiwibank', [
      'Ma\u0304ori', // "Māori" typed with a combining macron
      'Name: 李 Wei', // CJK is outside the subset
      'Q\u0304 stays readable',
    ]);
    const { lines } = await extractText(pdf);
    expect(lines).toContain('Māori');
    expect(lines).toContain('Name: ? Wei');
    expect(lines).toContain('Q stays readable');
  });

  it('wraps long lines onto more pages without losing words', async () => {
    const words = Array.from({ length: 1500 }, (_, i) => `kupu${i}`);
    const pdf = await letter('Inland Revenue', [words.join(' ')]);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    const { lines } = await extractText(pdf);
    expect(lines.join(' ')).toContain(words.join(' '));
  });
});
