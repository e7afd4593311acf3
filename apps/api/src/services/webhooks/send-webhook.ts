import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkWebhookUrl, RefusedAddress, type GuardOptions } from './address-guard.js';

/** How long one attempt may take, connection to last byte: well inside the worker's lease. */
export const ATTEMPT_TIMEOUT_MS = 15_000;
const EXCERPT_CHARS = 1000;

/** What one attempt came to: the answer's status, or why there was none. */
export interface AttemptOutcome {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseExcerpt: string | null;
  /** A 2xx answer. */
  ok: boolean;
}

/**
 * POSTs one signed message (decision 089). The URL is checked again at every attempt (a name may
 * point elsewhere since it was registered): a refused address sends nothing and is a failed attempt
 * with its reason. The connection goes to the address that was checked (a `lookup` that answers
 * it), so the name is not resolved a second time; TLS still checks the certificate against the name.
 * Redirects are not followed.
 */
export async function sendWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  opts: GuardOptions & { timeoutMs?: number },
): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let checked;
  try {
    checked = await checkWebhookUrl(url, opts);
  } catch (err) {
    const error =
      err instanceof RefusedAddress ? `Refused: ${err.message}` : 'Refused: the URL could not be checked';
    return { statusCode: null, durationMs: elapsed(), error, responseExcerpt: null, ok: false };
  }
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: checked.address, family: checked.family }]);
    else callback(null, checked.address, checked.family);
  };
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<AttemptOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<AttemptOutcome, 'durationMs' | 'ok'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
      resolve({ ...outcome, durationMs: elapsed(), ok });
    };
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: pinned,
        agent: false,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'NZ-Estate-Platform-Webhooks/1',
        },
      },
      (response) => {
        let excerpt = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (excerpt.length < EXCERPT_CHARS) excerpt += chunk.slice(0, EXCERPT_CHARS - excerpt.length);
        });
        const done = () =>
          finish({ statusCode: response.statusCode ?? null, error: null, responseExcerpt: excerpt || null });
        response.on('end', done);
        response.on('error', done);
        response.on('close', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({
        statusCode: null,
        error: `No answer within ${opts.timeoutMs ?? ATTEMPT_TIMEOUT_MS} ms`,
        responseExcerpt: null,
      });
    }, opts.timeoutMs ?? ATTEMPT_TIMEOUT_MS);
    request.on('error', (err) => finish({ statusCode: null, error: err.message, responseExcerpt: null }));
    request.end(body);
  });
}
