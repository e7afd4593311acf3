/**
 * The S3 store's hand-written SigV4 signer (s3-sigv4.ts, decision 008) against the AWS SDK's own
 * signer (`@smithy/signature-v4`, a dev dependency only), over random requests of the kinds the store
 * sends: keys full of spaces, macrons, emoji and reserved characters, multipart query strings, copy
 * and content headers, temporary credentials, any region and time. Issue 21: the test fake (s3rver)
 * checks no signatures, and Amazon's three worked examples (files-s3.test.ts) cover little.
 */
import { Hash } from '@smithy/hash-node';
import { SignatureV4 } from '@smithy/signature-v4';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeRfc3986, signS3Request } from '../../src/services/files/s3-sigv4.js';

const hex = (n: number) => fc.stringMatching(new RegExp(`^[0-9a-f]{${n}}$`));
/**
 * Key segments as people name files: any Unicode, te reo Māori, emoji, S3's awkward characters.
 * Only what S3FileStore accepts as a key (objectKey): no '.', '..', control characters or '\\'.
 */
const segment = fc
  .oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
    fc.constantFrom(
      'Whānau trust.pdf',
      'ōhākī 😀.docx',
      'a+b=c&d?.txt',
      "it's (1) [x]*~!.pdf",
      ' spaced  out ',
    ),
  )
  .filter((s) => s !== '.' && s !== '..' && ![...s].some((c) => c < ' ' || c === '\u007f' || c === '\\'));
const query = fc.oneof(
  fc.constant({}),
  fc.constant({ uploads: '' }),
  fc.record({
    partNumber: fc.integer({ min: 1, max: 10_000 }).map(String),
    uploadId: fc.string({ maxLength: 40 }),
  }),
  fc.record({ uploadId: fc.string({ maxLength: 40 }) }),
  fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 12 }), { maxKeys: 3 }),
);
const headerValue = fc.stringMatching(/^[\x21-\x7e][\x20-\x7e]{0,30}$/);
const request = fc.record({
  method: fc.constantFrom('GET', 'PUT', 'POST', 'DELETE', 'HEAD'),
  host: fc.constantFrom(
    'bucket.s3.amazonaws.com',
    's3.ap-southeast-2.amazonaws.com',
    '127.0.0.1:9000',
    'minio.firm.nz',
  ),
  key: fc.array(segment, { minLength: 1, maxLength: 4 }),
  query,
  headers: fc.record(
    {
      'content-type': fc.constantFrom('application/pdf', 'application/xml', 'image/png'),
      'content-length': fc.nat({ max: 20_000_000 }).map(String),
      'x-amz-copy-source': fc
        .array(segment, { minLength: 1, maxLength: 3 })
        .map((s) => `/bucket/${s.map(encodeRfc3986).join('/')}`),
      'x-amz-meta-note': headerValue,
    },
    { requiredKeys: [] },
  ),
  payloadHash: hex(64),
  region: fc.constantFrom('us-east-1', 'ap-southeast-2', 'auto', 'nz-north-1'),
  accessKeyId: fc.stringMatching(/^[A-Z0-9]{16,20}$/),
  secretAccessKey: fc.string({ minLength: 20, maxLength: 40 }),
  sessionToken: fc.option(fc.stringMatching(/^[A-Za-z0-9+/=]{10,60}$/), { nil: undefined }),
  now: fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2099-12-31T23:59:59Z'),
    noInvalidDate: true,
  }),
});

describe('SigV4: the S3 store against the AWS SDK signer', () => {
  it('gives the same Authorization header for 1,000 random requests', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        // The URL exactly as S3FileStore builds it (urlOf): each key segment and the query encoded.
        const path = `/${r.key.map(encodeRfc3986).join('/')}`;
        const search = Object.entries(r.query)
          .map(([k, v]) => `${encodeRfc3986(k)}=${encodeRfc3986(v)}`)
          .join('&');
        const url = new URL(`https://${r.host}${path}${search ? `?${search}` : ''}`);
        const credentials = {
          accessKeyId: r.accessKeyId,
          secretAccessKey: r.secretAccessKey,
          sessionToken: r.sessionToken,
        };
        const ours = signS3Request({
          method: r.method,
          url,
          headers: r.headers,
          payloadHash: r.payloadHash,
          region: r.region,
          credentials,
          now: r.now,
        });

        // What the SDK's S3 client does: the path already encoded (uriEscapePath off, as for S3),
        // the query as decoded pairs, the payload hash in x-amz-content-sha256.
        const sdk = new SignatureV4({
          service: 's3',
          region: r.region,
          credentials,
          sha256: Hash.bind(null, 'sha256'),
          uriEscapePath: false,
          applyChecksum: false,
        });
        const signed = await sdk.sign(
          {
            method: r.method,
            protocol: 'https:',
            hostname: url.hostname,
            path,
            query: r.query,
            headers: { host: url.host, 'x-amz-content-sha256': r.payloadHash, ...r.headers },
          },
          { signingDate: r.now },
        );
        expect(ours.authorization).toBe(signed.headers.authorization);
        expect(ours['x-amz-date']).toBe(signed.headers['x-amz-date']);
        expect(ours['x-amz-security-token']).toBe(signed.headers['x-amz-security-token']);
      }),
      { numRuns: 1000 },
    );
  });
});
