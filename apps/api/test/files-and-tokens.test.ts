import { describe, expect, it } from 'vitest';
import { REFERENCE_CODE_PATTERN } from '@estate/domain';
import { safeFileName } from '../src/services/files/file-store.js';
import { sniffContentType } from '../src/services/files/sniff.js';
import {
  newReferenceCode,
  signResponseToken,
  verifyResponseToken,
} from '../src/services/notifyflow/tokens.js';

function zipHead(firstEntry: string): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(Buffer.byteLength(firstEntry), 26);
  return Buffer.concat([header, Buffer.from(firstEntry)]);
}

describe('content sniffing', () => {
  it('recognises each allowed type by its bytes', () => {
    expect(sniffContentType(Buffer.from('%PDF-1.7\n'), 'a.bin')).toBe('application/pdf');
    expect(sniffContentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'photo')).toBe('image/jpeg');
    expect(sniffContentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'x')).toBe(
      'image/png',
    );
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(8)]);
    expect(sniffContentType(heic, 'IMG_0001.HEIC')).toBe('image/heic');
    expect(sniffContentType(zipHead('[Content_Types].xml'), 'will.docx')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(sniffContentType(zipHead('xl/workbook.xml'), 'assets.xlsx')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('refuses everything else, whatever the name says', () => {
    expect(sniffContentType(Buffer.from('hello'), 'letter.pdf')).toBeNull();
    expect(sniffContentType(Buffer.from('<html><script>'), 'page.png')).toBeNull();
    expect(sniffContentType(zipHead('evil.exe'), 'archive.docx')).toBeNull();
    expect(sniffContentType(zipHead('[Content_Types].xml'), 'book.zip')).toBeNull();
    expect(sniffContentType(Buffer.alloc(0), 'empty.pdf')).toBeNull();
  });

  it('keeps stored file names safe', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('Māori name — final.pdf')).toBe('Māori name _ final.pdf');
    expect(safeFileName('...')).toBe('file');
  });
});

describe('reference codes and response tokens', () => {
  it('reference codes are NF- and six uppercase letters or digits, and vary', () => {
    const codes = Array.from({ length: 200 }, newReferenceCode);
    expect(codes.every((c) => REFERENCE_CODE_PATTERN.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(200);
  });

  it('a token verifies with the secret that signed it, until it expires', () => {
    const id = '0b6f1f0e-6a3f-4d4c-9b9c-3f2e1d0c9b8a';
    const token = signResponseToken('secret-one-secret-one-secret-one-000', id);
    expect(verifyResponseToken('secret-one-secret-one-secret-one-000', token)).toMatchObject({
      ok: true,
      institutionsNotifiedId: id,
    });
    expect(verifyResponseToken('secret-two-secret-two-secret-two-000', token)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(
      verifyResponseToken('secret-one-secret-one-secret-one-000', token, Date.now() + 91 * 86_400_000),
    ).toEqual({ ok: false, reason: 'expired' });
    const [body, sig] = token.split('~');
    const forged = Buffer.from(`${'1'.repeat(36)}.${Math.floor(Date.now() / 1000) + 999}`).toString(
      'base64url',
    );
    expect(verifyResponseToken('secret-one-secret-one-secret-one-000', `${forged}~${sig}`)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(verifyResponseToken('secret-one-secret-one-secret-one-000', `${body}`)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
