import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'content-disposition';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../helper.js';
import { PDF } from '../notifyflow-helpers.js';

/*
 * Decision 079: a downloaded file keeps its name in the software that saves it. The header is
 * read by standard readers: the `content-disposition` library's parse, Werkzeug's (Python), wget
 * --content-disposition, which saves the name as written, and curl -OJ, which reads only the plain
 * `filename` and so saves the readable ASCII fallback.
 */

const exec = promisify(execFile);
const NAME = `O'Brien "Jr" – Hēmi's will.pdf`;
const FALLBACK = "O'Brien 'Jr' - Hemi's will.pdf";

const t = await build();
const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
const dir = mkdtempSync(path.join(tmpdir(), 'downloads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Werkzeug (Flask's HTTP library) reads the header as a Python service would: `filename*` decoded. */
async function werkzeugFileName(header: string): Promise<string> {
  const script = [
    'import sys',
    'from werkzeug.http import parse_options_header',
    'sys.stdout.buffer.write(parse_options_header(sys.argv[1])[1]["filename"].encode("utf-8"))',
  ].join('\n');
  return (await exec('python3', ['-c', script, header])).stdout;
}

/** What a command-line downloader saves the address as, in a folder of its own. */
async function savedBy(tool: 'curl' | 'wget', url: string, cookie: string): Promise<string> {
  const folder = mkdtempSync(path.join(dir, `${tool}-`));
  const args =
    tool === 'curl'
      ? ['-sS', '-OJ', '-H', `cookie: ${cookie}`, url]
      : ['-q', '--content-disposition', '--header', `cookie: ${cookie}`, url];
  await exec(tool, args, { cwd: folder });
  const [file, ...more] = readdirSync(folder);
  expect(more).toEqual([]);
  return path.join(folder, file!);
}

/** A part header naming the file as browsers may: RFC 5987 `filename*`, so quotes survive. */
function form(fileName: string, payload: object) {
  const boundary = '----downloads-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${JSON.stringify(payload)}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/'/g, '%27')}\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('a download named with an apostrophe, double quotes, an en dash and a macron', () => {
  it('keeps its name in the library’s parser, in Werkzeug and in wget, and a readable ASCII name in curl -OJ', async () => {
    const lawyer = await t.signUp({ role: 'lawyer' });
    const estateId = await t.newEstate(lawyer);
    const upload = form(NAME, { estateId, tags: [], sharedWithBeneficiaries: false });
    const uploaded = await t.as(lawyer, {
      method: 'POST',
      url: '/api/documents',
      payload: upload.payload,
      headers: { ...upload.headers, origin: 'http://localhost:3000' },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const id = uploaded.json<{ documentId: string }>().documentId;
    const url = `/api/documents/${id}/versions/1/file`;

    const res = await fetch(`${address}${url}`, { headers: { cookie: lawyer.cookie } });
    expect(res.status).toBe(200);
    const header = res.headers.get('content-disposition')!;
    expect(parse(header)).toEqual({
      type: 'attachment',
      parameters: { filename: NAME },
    });
    expect(await werkzeugFileName(header)).toBe(NAME);

    // wget reads `filename*`: the name as written. curl reads only `filename`: the readable ASCII
    // name, not "file.pdf" or the last part of the address. Both save the same bytes.
    const byWget = await savedBy('wget', `${address}${url}`, lawyer.cookie);
    expect(path.basename(byWget)).toBe(NAME);
    const byCurl = await savedBy('curl', `${address}${url}`, lawyer.cookie);
    expect(path.basename(byCurl)).toBe(FALLBACK);
    expect(readFileSync(byCurl).equals(PDF) && readFileSync(byWget).equals(PDF)).toBe(true);

    // The same header for a file shown in the browser, only `inline`.
    const shown = await t.as(lawyer, { method: 'GET', url: `/api/documents/${id}/file` });
    expect(parse(shown.headers['content-disposition'] as string)).toEqual({
      type: 'inline',
      parameters: { filename: NAME },
    });
  });

  it('the ZIP export of an estate saves under its own name with curl -OJ', async () => {
    const lawyer = await t.signUp({ role: 'lawyer' });
    const estateId = await t.newEstate(lawyer, { deceasedName: 'Hēmi Te Rangi' });
    const file = path.basename(
      await savedBy('curl', `${address}/api/estates/${estateId}/export`, lawyer.cookie),
    );
    expect(file).toMatch(/\.zip$/);
    expect(file).not.toBe('export');
    expect(file).toMatch(/hemi-te-rangi/i);
  });
});
