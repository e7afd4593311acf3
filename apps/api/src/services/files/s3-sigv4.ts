import { createHash, createHmac } from 'node:crypto';

/** The hash S3 expects in `x-amz-content-sha256` for a request without a body. */
export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  /** For temporary credentials (an assumed role): sent, and signed, as `x-amz-security-token`. */
  sessionToken?: string | undefined;
}

/** Where an S3-compatible bucket is and how to reach it (`S3_*` settings, env.ts). */
export interface S3Config extends S3Credentials {
  bucket: string;
  region: string;
  /** e.g. http://127.0.0.1:9000 for MinIO; null for AWS (https://s3.<region>.amazonaws.com). */
  endpoint: string | null;
  /** https://host/bucket/key instead of https://bucket.host/key (MinIO and most others want it). */
  forcePathStyle: boolean;
  /** Prepended to every key: '' or a folder ending in '/'. */
  prefix: string;
}

export interface SignInput {
  method: string;
  /** Already encoded as S3 wants it: every path segment RFC 3986-encoded, query likewise. */
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (lower- or mixed-case). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (EMPTY_SHA256 for none). */
  payloadHash: string;
  region: string;
  credentials: S3Credentials;
  now?: Date;
}

export const sha256Hex = (data: string | Uint8Array): string =>
  createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 defines it: only A–Z a–z 0–9 - . _ ~ stay as they are. */
export function encodeRfc3986(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * AWS Signature Version 4 for S3 (header form): answers the headers to send, Authorization included.
 * The path is signed as given (S3 does not normalise it); query parameters are sorted and encoded.
 */
export function signS3Request(input: SignInput): Record<string, string> {
  const now = input.now ?? new Date();
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    host: input.url.host,
    'x-amz-content-sha256': input.payloadHash,
    'x-amz-date': amzDate,
  };
  if (input.credentials.sessionToken) headers['x-amz-security-token'] = input.credentials.sessionToken;
  for (const [k, v] of Object.entries(input.headers ?? {})) headers[k.toLowerCase()] = v;
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((n) => `${n}:${headers[n]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const query = [...input.url.searchParams]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    input.method,
    input.url.pathname || '/',
    query,
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${input.credentials.secretAccessKey}`, day), input.region), 's3'),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  // fetch sets Host from the URL itself.
  const toSend: Record<string, string> = { ...headers };
  delete toSend.host;
  return {
    ...toSend,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
