import { Readable } from 'node:stream';
import type { FileStore } from './store.js';
import { EMPTY_SHA256, encodeRfc3986, sha256Hex, signS3Request, type S3Config } from './s3-sigv4.js';

export type { S3Config } from './s3-sigv4.js';

export interface S3FileStoreOptions {
  /**
   * Bytes per multipart part; a file smaller than one part goes up in a single PUT. S3 requires
   * every part but the last to be at least 5 MiB. At most one part per upload is held in memory.
   */
  partSize?: number;
  /** How long to wait for S3 to start answering one request. */
  timeoutMs?: number;
  /** Tries per request when S3 is busy or unreachable (1: no retry). */
  attempts?: number;
  /** The first wait between tries; each later one is four times longer, with jitter. */
  retryDelayMs?: number;
}

const MIN_PART = 5 * 1024 * 1024;

interface SendOptions {
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: Buffer;
  signal?: AbortSignal;
}

/** An error answered by S3. `code` is `ENOENT` for a missing key, as LocalFileStore's are. */
export class S3Error extends Error {
  readonly code: string;
  constructor(
    readonly status: number,
    readonly s3Code: string,
    message: string,
  ) {
    super(message);
    this.name = 'S3Error';
    this.code = s3Code === 'NoSuchKey' || (status === 404 && s3Code !== 'NoSuchBucket') ? 'ENOENT' : s3Code;
  }
}

/**
 * Answers worth another try: S3 asks for it (503 SlowDown, 500 InternalError), a gateway in between
 * failed, or the request timed out. Everything else (a missing key, a refused signature) is final.
 */
const RETRYABLE_STATUS = new Set([500, 502, 503, 504]);
const RETRYABLE_CODES = new Set(['SlowDown', 'InternalError', 'RequestTimeout', 'ServiceUnavailable']);
const isRetryable = (err: unknown): boolean =>
  err instanceof S3Error
    ? RETRYABLE_STATUS.has(err.status) || RETRYABLE_CODES.has(err.s3Code)
    : // fetch rejects with a TypeError when the connection fails, and with our timeout's reason.
      err instanceof TypeError || (err instanceof Error && err.name === 'S3Timeout');

const xmlText = (xml: string, tag: string): string | undefined => {
  const m = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml);
  return m?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
};
const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, ...), through a
 * small SigV4 client on Node's fetch (docs/decisions/008-s3-file-store-without-the-aws-sdk.md).
 * Objects are written without an ACL, so they stay as private as the bucket.
 */
export class S3FileStore implements FileStore {
  private readonly base: URL;
  private readonly partSize: number;
  private readonly timeoutMs: number;
  private readonly attempts: number;
  private readonly retryDelayMs: number;

  constructor(
    private readonly config: S3Config,
    options: S3FileStoreOptions = {},
  ) {
    const endpoint = new URL(config.endpoint ?? `https://s3.${config.region}.amazonaws.com`);
    const basePath = endpoint.pathname.replace(/\/+$/, '');
    this.base = config.forcePathStyle
      ? new URL(`${endpoint.origin}${basePath}/${encodeRfc3986(config.bucket)}`)
      : new URL(`${endpoint.protocol}//${config.bucket}.${endpoint.host}${basePath}`);
    this.partSize = Math.max(options.partSize ?? 8 * 1024 * 1024, MIN_PART);
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.attempts = Math.max(1, options.attempts ?? 3);
    this.retryDelayMs = options.retryDelayMs ?? 200;
  }

  /**
   * Runs one request, again when it fails in a way worth retrying (up to `attempts` tries, waiting
   * 200 ms, then 800 ms, with jitter). Each try is signed afresh. Not once the caller has given up.
   */
  private async withRetries<T>(attempt: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    for (let tried = 1; ; tried += 1) {
      try {
        return await attempt();
      } catch (err) {
        if (tried >= this.attempts || signal?.aborted || !isRetryable(err)) throw err;
        const wait = this.retryDelayMs * 4 ** (tried - 1) * (0.5 + Math.random());
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  /** The object key for a store key; refuses keys that could name something outside the prefix. */
  private objectKey(key: string): string {
    const segments = key.split('/');
    if (
      !key ||
      [...key].some((c) => c < ' ' || c === '\u007f' || c === '\\') ||
      segments.some((s) => s === '' || s === '.' || s === '..')
    ) {
      throw new Error(`Invalid file key: ${key}`);
    }
    return this.config.prefix + key;
  }

  private urlOf(objectKey: string, query: Record<string, string> = {}): URL {
    const url = new URL(
      `${this.base.href.replace(/\/$/, '')}/${objectKey.split('/').map(encodeRfc3986).join('/')}`,
    );
    // Encoded by hand: URLSearchParams writes spaces as '+', which SigV4 does not accept.
    const q = Object.entries(query)
      .map(([k, v]) => `${encodeRfc3986(k)}=${encodeRfc3986(v)}`)
      .join('&');
    if (q) url.search = q;
    return url;
  }

  /** One signed request, retried when worth it; throws S3Error on an error status. */
  private send(method: string, objectKey: string, opts: SendOptions = {}): Promise<Response> {
    return this.withRetries(() => this.sendOnce(method, objectKey, opts), opts.signal);
  }

  /** One try of a signed request. The caller owns the body on success. */
  private async sendOnce(method: string, objectKey: string, opts: SendOptions = {}): Promise<Response> {
    const url = this.urlOf(objectKey, opts.query);
    const body = opts.body;
    const headers = signS3Request({
      method,
      url,
      headers: opts.headers,
      payloadHash: body ? sha256Hex(body) : EMPTY_SHA256,
      region: this.config.region,
      credentials: this.config,
    });
    const waited = new AbortController();
    const timer = setTimeout(
      () =>
        waited.abort(
          Object.assign(new Error(`S3 did not answer within ${this.timeoutMs} ms`), { name: 'S3Timeout' }),
        ),
      this.timeoutMs,
    );
    try {
      const res = await fetch(url, {
        method,
        headers,
        ...(body ? { body } : {}),
        signal: opts.signal ? AbortSignal.any([opts.signal, waited.signal]) : waited.signal,
      });
      if (!res.ok) {
        const text = await res.text().catch(() => '');
        throw new S3Error(
          res.status,
          xmlText(text, 'Code') ?? `HTTP${res.status}`,
          `S3 ${method} ${objectKey}: ${xmlText(text, 'Message') ?? res.statusText}`,
        );
      }
      return res;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * For answers whose body is small XML: reads it, and fails on an embedded <Error> (S3 answers
   * CopyObject and CompleteMultipartUpload with 200 and an error body), retrying as `send` does.
   */
  private sendForXml(method: string, objectKey: string, opts: SendOptions = {}): Promise<string> {
    return this.withRetries(async () => {
      const text = await (await this.sendOnce(method, objectKey, opts)).text();
      if (/<Error>/.test(text)) {
        throw new S3Error(
          500,
          xmlText(text, 'Code') ?? 'InternalError',
          `S3 ${method} ${objectKey}: ${xmlText(text, 'Message') ?? 'failed'}`,
        );
      }
      return text;
    }, opts.signal);
  }

  async put(key: string, source: Readable): Promise<{ sizeBytes: number }> {
    const objectKey = this.objectKey(key);
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let total = 0;
    let uploadId: string | null = null;
    const parts: { number: number; etag: string }[] = [];

    const uploadPart = async (data: Buffer) => {
      const number = parts.length + 1;
      const res = await this.send('PUT', objectKey, {
        query: { partNumber: String(number), uploadId: uploadId! },
        body: data,
      });
      await res.body?.cancel();
      const etag = res.headers.get('etag');
      if (!etag) throw new S3Error(500, 'MissingETag', `S3 gave no ETag for part ${number} of ${objectKey}`);
      parts.push({ number, etag });
    };

    try {
      for await (const chunk of source as AsyncIterable<Buffer | Uint8Array | string>) {
        const buf =
          typeof chunk === 'string'
            ? Buffer.from(chunk)
            : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        pending.push(buf);
        pendingBytes += buf.length;
        total += buf.length;
        // Reading pauses while a part goes up, so memory stays near one part whatever the file size.
        while (pendingBytes >= this.partSize) {
          if (!uploadId) {
            const xml = await this.sendForXml('POST', objectKey, { query: { uploads: '' } });
            uploadId = xmlText(xml, 'UploadId') ?? null;
            if (!uploadId) throw new S3Error(500, 'MissingUploadId', `S3 gave no upload id for ${objectKey}`);
          }
          const all = Buffer.concat(pending, pendingBytes);
          await uploadPart(all.subarray(0, this.partSize));
          const rest = all.subarray(this.partSize);
          pending = rest.length ? [rest] : [];
          pendingBytes = rest.length;
        }
      }
      if (!uploadId) {
        const res = await this.send('PUT', objectKey, { body: Buffer.concat(pending, pendingBytes) });
        await res.body?.cancel();
        return { sizeBytes: total };
      }
      if (pendingBytes > 0) await uploadPart(Buffer.concat(pending, pendingBytes));
      const manifest = parts
        .map((p) => `<Part><PartNumber>${p.number}</PartNumber><ETag>${xmlEscape(p.etag)}</ETag></Part>`)
        .join('');
      await this.sendForXml('POST', objectKey, {
        query: { uploadId },
        headers: { 'content-type': 'application/xml' },
        body: Buffer.from(`<CompleteMultipartUpload>${manifest}</CompleteMultipartUpload>`),
      });
      return { sizeBytes: total };
    } catch (err) {
      // Parts of an unfinished upload are billed until aborted.
      if (uploadId) {
        await this.send('DELETE', objectKey, { query: { uploadId } }).then(
          (r) => r.body?.cancel(),
          () => {},
        );
      }
      throw err;
    }
  }

  /** S3 has no rename: copy, then delete the original. */
  async move(from: string, to: string): Promise<void> {
    const source = this.objectKey(from);
    const target = this.objectKey(to);
    await this.sendForXml('PUT', target, {
      headers: {
        'x-amz-copy-source': `/${encodeRfc3986(this.config.bucket)}/${source.split('/').map(encodeRfc3986).join('/')}`,
      },
    });
    await this.delete(from);
  }

  /** Streams the object; a missing key surfaces as an `error` event (code ENOENT), as on disk. */
  read(key: string): Readable {
    const objectKey = this.objectKey(key);
    const cancel = new AbortController();
    const send = this.send.bind(this);
    const chunks = async function* () {
      try {
        const res = await send('GET', objectKey, { signal: cancel.signal });
        if (!res.body) return;
        for await (const chunk of res.body as AsyncIterable<Uint8Array>)
          yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      } finally {
        // Runs when the reader stops early too (a client that hangs up): frees the connection.
        cancel.abort();
      }
    };
    return Readable.from(chunks(), { objectMode: false });
  }

  /** Deleting a key that does not exist succeeds, as on disk. */
  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', this.objectKey(key));
    await res.body?.cancel();
  }
}
