import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { REFERENCE_CODE_PATTERN } from '@estate/domain';
import { LocalFileStore, readWhole, safeFileName } from '../../src/services/files/file-store.js';
import { sniffContentType } from '../../src/services/files/sniff.js';
import {
  newReferenceCode,
  signResponseToken,
  verifyResponseToken,
} from '../../src/services/notifyflow/tokens.js';

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

describe('the local file store', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'local-store-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const store = new LocalFileStore(root);
  /** 3.5 MB of numbered bytes in 64 KB pieces, as an upload arrives: more than one write's worth. */
  const bytes = Buffer.from(Array.from({ length: 3.5 * 1024 * 1024 }, (_, i) => (i * 7) % 251));
  const pieces = () =>
    Readable.from(
      Array.from({ length: Math.ceil(bytes.length / 65536) }, (_, i) =>
        bytes.subarray(i * 65536, (i + 1) * 65536),
      ),
    );

  it('stores every byte, in order, in a folder it makes, readable only by the server', async () => {
    const { sizeBytes } = await store.put('staging/new-folder/big.pdf', pieces());
    expect(sizeBytes).toBe(bytes.length);
    expect(readFileSync(path.join(root, 'staging/new-folder/big.pdf')).equals(bytes)).toBe(true);
    expect(statSync(path.join(root, 'staging/new-folder/big.pdf')).mode & 0o777).toBe(0o600);
    // Into an existing folder, and an empty file.
    expect(await store.put('staging/new-folder/empty.pdf', Readable.from([]))).toEqual({ sizeBytes: 0 });
    expect(statSync(path.join(root, 'staging/new-folder/empty.pdf')).size).toBe(0);
  });

  it('moves a file into a folder it makes, and refuses to move one that is not there', async () => {
    await store.put('staging/to-move', pieces());
    await store.move('staging/to-move', 'notification_documents/n1/0_big.pdf');
    expect((await readWhole(store, 'notification_documents/n1/0_big.pdf')).equals(bytes)).toBe(true);
    await expect(store.move('staging/to-move', 'notification_documents/n2/x.pdf')).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('a source that fails part-way fails the put', async () => {
    const failing = Readable.from(
      (async function* () {
        yield bytes.subarray(0, 65536);
        await Promise.resolve();
        throw new Error('client hung up');
      })(),
    );
    await expect(store.put('staging/partial', failing)).rejects.toThrow('client hung up');
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
