import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { notificationDocuments } from '../../src/db/schema.js';
import { ConfigError, loadConfig } from '../../src/env.js';
import { S3Error, S3FileStore, type S3Config } from '../../src/services/files/s3-file-store.js';
import { EMPTY_SHA256, signS3Request } from '../../src/services/files/s3-sigv4.js';
import { build } from '../helper.js';
import { multipart, PDF, validForm } from '../notifyflow-helpers.js';

// A real S3-compatible server on loopback, storing under a temporary folder.
const s3Dir = mkdtempSync(path.join(tmpdir(), 'estate-s3-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: s3Dir,
  vhostBuckets: false,
  configureBuckets: [{ name: 'estate-files' }],
});
const { port } = await server.run();
afterAll(() => server.close());
const endpoint = `http://127.0.0.1:${port}`;

const s3Config = (over: Partial<S3Config> = {}): S3Config => ({
  bucket: 'estate-files',
  region: 'us-east-1',
  endpoint,
  forcePathStyle: true,
  // s3rver's built-in account.
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  prefix: '',
  ...over,
});
const store = new S3FileStore(s3Config());

const collect = async (stream: Readable): Promise<Buffer> => {
  const parts: Buffer[] = [];
  for await (const c of stream) parts.push(c as Buffer);
  return Buffer.concat(parts);
};
/**
 * The bytes stored under `key`, read once `size` of them are there. s3rver (the test's S3) answers a
 * PUT when the body has been read, before its file on disk is fully written
 * (node_modules/s3rver/lib/stores/filesystem.js, `putObject` resolves on the hash stream's finish),
 * so a read straight after may see part of it; S3 itself reads after a write whole. Tries for up to
 * two seconds, then gives what it last read.
 */
async function readBack(key: string, size: number, s = store): Promise<Buffer> {
  let back = await collect(s.read(key));
  for (let i = 0; back.length !== size && i < 80; i++) {
    await new Promise((r) => setTimeout(r, 25));
    back = await collect(s.read(key));
  }
  return back;
}
const readError = (key: string, s = store) =>
  collect(s.read(key)).then(
    () => null,
    (err: unknown) => err as S3Error,
  );
/** Yields `bytes` in 64 KiB chunks, as a multipart upload arrives. */
const chunked = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += 64 * 1024) yield bytes.subarray(i, i + 64 * 1024);
    })(),
  );
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
/** Every object key s3rver holds in the bucket (it stores `<key>._S3rver_object` files). */
const objectsInBucket = () =>
  readdirSync(path.join(s3Dir, 'estate-files'), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith('._S3rver_object'))
    .map((d) =>
      path
        .relative(path.join(s3Dir, 'estate-files'), path.join(d.parentPath, d.name))
        .replace(/\._S3rver_object$/, ''),
    );

describe('SigV4 signing', () => {
  // The worked examples in Amazon's S3 documentation ("Signature Calculations for the
  // Authorization Header"), with its example credentials.
  const credentials = {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  };
  const now = new Date('2013-05-24T00:00:00Z');

  it('signs GET Object exactly as Amazon documents it', () => {
    const headers = signS3Request({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY_SHA256,
      region: 'us-east-1',
      credentials,
      now,
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('signs PUT Object with an encoded key and a payload hash', () => {
    const body = 'Welcome to Amazon S3.';
    const headers = signS3Request({
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test%24file.text'),
      headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash: createHash('sha256').update(body).digest('hex'),
      region: 'us-east-1',
      credentials,
      now,
    });
    expect(headers.authorization).toMatch(
      /SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/,
    );
  });

  it('signs a query parameter without a value (GET Bucket lifecycle)', () => {
    const headers = signS3Request({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/?lifecycle'),
      payloadHash: EMPTY_SHA256,
      region: 'us-east-1',
      credentials,
      now,
    });
    expect(headers.authorization).toMatch(
      /Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543$/,
    );
  });

  it('sends and signs the session token of temporary credentials', () => {
    const input = {
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      payloadHash: EMPTY_SHA256,
      region: 'us-east-1',
      now,
    };
    const plain = signS3Request({ ...input, credentials });
    const temporary = signS3Request({
      ...input,
      credentials: { ...credentials, sessionToken: 'FQoG/token' },
    });
    expect(plain['x-amz-security-token']).toBeUndefined();
    expect(temporary['x-amz-security-token']).toBe('FQoG/token');
    expect(temporary.authorization).toContain(
      'SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token,',
    );
    expect(temporary.authorization).not.toBe(plain.authorization);
  });
});

describe('S3FileStore when S3 is busy or the connection drops', () => {
  // A proxy in front of s3rver that fails the next `failures` requests, as S3 does under load
  // (503 SlowDown) or as a dropped connection does, and counts what reaches it.
  let failures = 0;
  let mode: 'slow-down' | 'drop' = 'slow-down';
  let requests = 0;
  const proxy = createServer((req, res) => {
    requests += 1;
    if (failures > 0) {
      failures -= 1;
      if (mode === 'drop') {
        req.socket.destroy();
        return;
      }
      res.writeHead(503, { 'content-type': 'application/xml' });
      res.end('<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>');
      return;
    }
    const upstream = httpRequest(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  const proxied = new Promise<number>((resolve) =>
    proxy.listen(0, '127.0.0.1', () => resolve((proxy.address() as AddressInfo).port)),
  );
  afterAll(() => new Promise((resolve) => proxy.close(resolve)));
  const flakyStore = async (attempts = 3) =>
    new S3FileStore(s3Config({ endpoint: `http://127.0.0.1:${await proxied}` }), {
      attempts,
      retryDelayMs: 1,
    });

  it('retries SlowDown and dropped connections, and the bytes arrive whole', async () => {
    const store = await flakyStore();
    const bytes = randomBytes(64 * 1024);
    for (const m of ['slow-down', 'drop'] as const) {
      mode = m;
      failures = 2;
      requests = 0;
      await store.put(`flaky/${m}.bin`, Readable.from([bytes]));
      expect(requests, m).toBe(3);
      failures = 2;
      expect((await readBack(`flaky/${m}.bin`, bytes.length, store)).equals(bytes), m).toBe(true);
    }
  });

  it('retries a multipart upload part by part', async () => {
    const store = new S3FileStore(s3Config({ endpoint: `http://127.0.0.1:${await proxied}` }), {
      partSize: 5 * 1024 * 1024,
      retryDelayMs: 1,
    });
    const bytes = randomBytes(11 * 1024 * 1024);
    mode = 'slow-down';
    requests = 0;
    // Fails the first try of the first request (CreateMultipartUpload), then of none after.
    failures = 1;
    await store.put('flaky/multipart.bin', chunked(bytes));
    // create, 3 parts, complete, and the one refused try.
    expect(requests).toBe(6);
    expect(sha(await readBack('flaky/multipart.bin', bytes.length, store))).toBe(sha(bytes));
  });

  it("gives up after the last try with S3's own error, and does not retry a missing key", async () => {
    const store = await flakyStore(2);
    mode = 'slow-down';
    failures = 5;
    requests = 0;
    await expect(store.put('flaky/never.bin', Readable.from([Buffer.from('x')]))).rejects.toMatchObject({
      status: 503,
      s3Code: 'SlowDown',
    });
    expect(requests).toBe(2);
    failures = 0;
    requests = 0;
    expect((await readError('flaky/no-such-key.bin', store))?.code).toBe('ENOENT');
    expect(requests).toBe(1);
  });
});

describe('S3FileStore against an S3-compatible server', () => {
  it('puts a small file in one request and reads back the same bytes', async () => {
    const bytes = randomBytes(300 * 1024);
    const { sizeBytes } = await store.put('staging/small', chunked(bytes));
    expect(sizeBytes).toBe(bytes.length);
    expect((await readBack('staging/small', bytes.length)).equals(bytes)).toBe(true);
  });

  it('streams a 20 MB file up in parts and back down, byte for byte', async () => {
    const bytes = randomBytes(20 * 1024 * 1024);
    // How far the upload had read its source when each part set off: a store that buffered the
    // whole file would have read all 20 MB before the first part.
    let read = 0;
    const source = Readable.from(
      (function* () {
        for (let i = 0; i < bytes.length; i += 64 * 1024) {
          const chunk = bytes.subarray(i, i + 64 * 1024);
          read += chunk.length;
          yield chunk;
        }
      })(),
    );
    const readAtPart: number[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('partNumber=')) readAtPart.push(read);
      return realFetch(input, init);
    });
    const { sizeBytes } = await store.put('staging/large', source).finally(() => spy.mockRestore());
    const back = await readBack('staging/large', bytes.length);
    expect(sizeBytes).toBe(bytes.length);
    expect(sha(back)).toBe(sha(bytes));
    const MiB = 1024 * 1024;
    expect(readAtPart).toHaveLength(3); // 8 + 8 + 4 MiB
    expect(readAtPart[0]).toBeLessThan(8 * MiB + MiB);
    expect(readAtPart[1]).toBeLessThan(16 * MiB + MiB);
  });

  it('a file of exactly one part, and an empty file, round-trip too', async () => {
    const exact = randomBytes(8 * 1024 * 1024);
    expect((await store.put('staging/exact', chunked(exact))).sizeBytes).toBe(exact.length);
    expect(sha(await readBack('staging/exact', exact.length))).toBe(sha(exact));
    expect((await store.put('staging/empty', Readable.from([]))).sizeBytes).toBe(0);
    expect((await collect(store.read('staging/empty'))).length).toBe(0);
  });

  it('moves (copy, then delete) keys with spaces, macrons and brackets', async () => {
    const bytes = Buffer.from('the will of Hēmi Tūhoe');
    await store.put('staging/move-me', Readable.from([bytes]));
    const to = 'notification_documents/abc/Pōneke will (signed) 100%.pdf';
    await store.move('staging/move-me', to);
    expect((await readBack(to, bytes.length)).equals(bytes)).toBe(true);
    expect((await readError('staging/move-me'))?.code).toBe('ENOENT');
    expect(objectsInBucket()).toContain(to);
  });

  it('a missing key fails clearly: read errors with ENOENT, move rejects, delete is a no-op', async () => {
    const err = await readError('staging/never-written');
    expect(err).toBeInstanceOf(S3Error);
    expect(err).toMatchObject({ code: 'ENOENT', status: 404, s3Code: 'NoSuchKey' });
    await expect(store.move('staging/never-written', 'x/y')).rejects.toMatchObject({ status: 404 });
    await expect(store.delete('staging/never-written')).resolves.toBeUndefined();

    await store.put('staging/doomed', Readable.from([Buffer.from('x')]));
    await store.delete('staging/doomed');
    expect((await readError('staging/doomed'))?.code).toBe('ENOENT');
  });

  it('refuses keys that could escape the prefix', async () => {
    for (const key of ['', '../etc/passwd', 'a/../../b', '/abs', 'a//b', 'a\\b', 'a\nb']) {
      expect(() => store.read(key), key).toThrow(/Invalid file key/);
      await expect(store.delete(key), key).rejects.toThrow(/Invalid file key/);
    }
  });

  it('keeps everything under S3_PREFIX', async () => {
    const prefixed = new S3FileStore(s3Config({ prefix: 'tenant-a/' }));
    await prefixed.put('staging/p', Readable.from([Buffer.from('prefixed')]));
    expect((await collect(store.read('tenant-a/staging/p'))).toString()).toBe('prefixed');
    expect((await readError('staging/p'))?.code).toBe('ENOENT');
  });

  it('reports a bucket that does not exist, for one-request and multipart uploads', async () => {
    const wrong = new S3FileStore(s3Config({ bucket: 'no-such-bucket' }));
    await expect(wrong.put('staging/x', Readable.from([Buffer.from('x')]))).rejects.toMatchObject({
      s3Code: 'NoSuchBucket',
    });
    await expect(wrong.put('staging/big', chunked(randomBytes(9 * 1024 * 1024)))).rejects.toMatchObject({
      s3Code: 'NoSuchBucket',
    });
  });

  it('a source that fails mid-upload rejects the put and the object never appears', async () => {
    const failing = Readable.from(
      // eslint-disable-next-line @typescript-eslint/require-await -- async like a client's body: its chunks arrive on later ticks, then it fails part way
      (async function* () {
        yield randomBytes(9 * 1024 * 1024);
        throw new Error('client went away');
      })(),
    );
    const requests: string[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = new URL(input instanceof Request ? input.url : input);
      requests.push(
        `${init?.method ?? 'GET'} ${url.pathname}${url.search.replace(/uploadId=\w+/, 'uploadId=…')}`,
      );
      return realFetch(input, init);
    });
    try {
      await expect(store.put('staging/broken', failing)).rejects.toThrow('client went away');
    } finally {
      spy.mockRestore();
    }
    // The first part went up before the source failed; the unfinished upload is then aborted
    // (S3 bills stored parts until then).
    expect(requests).toEqual([
      'POST /estate-files/staging/broken?uploads=',
      'PUT /estate-files/staging/broken?partNumber=1&uploadId=…',
      'DELETE /estate-files/staging/broken?uploadId=…',
    ]);
    expect((await readError('staging/broken'))?.code).toBe('ENOENT');
  });
});

describe('S3 configuration', () => {
  const base = { NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32), DATA_DIR: s3Dir };
  const full = {
    S3_BUCKET: 'estate-files',
    S3_REGION: 'ap-southeast-2',
    S3_ACCESS_KEY_ID: 'AKIA',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('is off without S3 settings (empty values count as unset)', () => {
    expect(loadConfig({ ...base }).s3).toBeNull();
    expect(loadConfig({ ...base, S3_BUCKET: '', S3_PREFIX: '' }).s3).toBeNull();
  });

  it('needs bucket, region and both keys together, and names what is missing', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'estate-files' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'estate-files', S3_REGION: 'auto' })).toThrow(
      /S3_ACCESS_KEY_ID: required with the other S3 settings[\s\S]*S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: required/,
    );
    expect(() => loadConfig({ ...base, ...full, S3_BUCKET: 'Bad_Bucket' })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    );
    expect(() => loadConfig({ ...base, ...full, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...base, ...full, S3_PREFIX: '../up' })).toThrow(/S3_PREFIX/);
  });

  it('uses AWS virtual-hosted style by default, path style with an endpoint', () => {
    expect(loadConfig({ ...base, ...full }).s3).toEqual({
      bucket: 'estate-files',
      region: 'ap-southeast-2',
      endpoint: null,
      forcePathStyle: false,
      accessKeyId: 'AKIA',
      secretAccessKey: 'secret',
      prefix: '',
    });
    expect(
      loadConfig({ ...base, ...full, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PREFIX: 'estate' }).s3,
    ).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, prefix: 'estate/' });
    expect(
      loadConfig({ ...base, ...full, S3_ENDPOINT: 'https://r2.example', S3_FORCE_PATH_STYLE: 'false' }).s3,
    ).toMatchObject({ forcePathStyle: false });
  });
});

// Configured through the environment, as a deployment would be: app.ts picks the S3 store.
const t = await build({
  S3_BUCKET: 'estate-files',
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_PREFIX: 'e2e',
});

describe('NotifyFlow on the S3 store', () => {
  it('a submission stores its document in the bucket, and the submitter downloads the same bytes', async () => {
    expect(t.deps.store).toBeInstanceOf(S3FileStore);
    const requester = await t.signUp({ role: 'notifyflow', name: 'Aroha Wilson' });
    const document = Buffer.concat([PDF, randomBytes(2 * 1024 * 1024)]);
    const body = multipart(validForm({ deceasedName: 'Hēmi Tūhoe' }), [
      { name: 'Tūhoe death certificate.pdf', data: document },
    ]);
    const res = await t.inject({
      method: 'POST',
      url: '/api/notifications',
      ...body,
      headers: { ...body.headers, cookie: requester.cookie },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().skippedFiles).toEqual([]);
    const [doc] = await t.deps.db
      .select()
      .from(notificationDocuments)
      .where(eq(notificationDocuments.notificationId, res.json().notificationId));
    expect(doc).toBeDefined();
    // In the bucket under the prefix; the staging copy is gone.
    // (The starter templates written at start-up are in the bucket too.)
    const keys = objectsInBucket().filter((k) => k.startsWith('e2e/notification_documents/'));
    expect(keys).toEqual([`e2e/${doc!.storageKey}`]);

    const download = await t.as(requester, { method: 'GET', url: `/api/notification-documents/${doc!.id}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(sha(download.rawPayload)).toBe(sha(document));

    const stranger = await t.signUp({ role: 'notifyflow' });
    expect(
      (await t.as(stranger, { method: 'GET', url: `/api/notification-documents/${doc!.id}` })).statusCode,
    ).toBe(404);
  });
});
