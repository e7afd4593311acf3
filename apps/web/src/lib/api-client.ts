import type { z } from 'zod';
import type { AnswerCheck } from './answer-check';
import { askEarly, takeEarlyAnswer } from './early-answers';

/**
 * An error answered by the API. `serverMessage` is the message the server gave, when it gave one;
 * screens show it, or their own fallback text when it is missing.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly serverMessage: string | undefined;
  readonly issues: { path: string; message: string }[] | undefined;
  /** A stale change (412, decision 060): the record as it is now, and who changed it when. */
  readonly conflict: VersionConflictDetails | undefined;
  /** The whole answer, unchecked: what a screen reads of an error's own fields (its duplicates). */
  readonly body: unknown;

  constructor(init: {
    status: number;
    code: string;
    serverMessage?: string | undefined;
    issues?: { path: string; message: string }[] | undefined;
    conflict?: VersionConflictDetails | undefined;
    body?: unknown;
  }) {
    super(init.serverMessage ?? `Request failed with status ${init.status}`);
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.issues = init.issues;
    this.conflict = init.conflict;
    this.body = init.body;
  }

  get isUnauthenticated(): boolean {
    return this.status === 401;
  }
}

/** What a 412 says besides its message: the record now (unchecked), who changed it and when. */
export type VersionConflictDetails = {
  current: unknown;
  changedBy: { id: string; name: string } | null;
  changedAt: string | null;
};

/** The conflict of a change refused as stale (412), if this error is one. */
export function conflictOf(error: unknown): VersionConflictDetails | undefined {
  return isApiError(error) && error.status === 412 ? error.conflict : undefined;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for a failed call: the server's own words, else the screen's fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const { readErrorBody } = await import('./api-error-body');
  return new ApiError({ status: response.status, ...readErrorBody(response.status, body), body });
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** The version the record was read at: sent as `If-Match: "<version>"` (decision 060). */
  ifMatch?: number | undefined;
  /** One per submission: a retry with it never creates twice (decision 061). */
  idempotencyKey?: string | undefined;
};

/**
 * A new Idempotency-Key (decision 061): 128 random bits as hex. `crypto.getRandomValues`, unlike
 * `randomUUID`, works on a plain-HTTP address too (a firm's server on its own network).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What a change says about the record it changes: the version it was read at. */
export type ChangeOptions = { ifMatch?: number | undefined };

async function request(url: string, options: RequestOptions = {}): Promise<unknown> {
  const { method = 'GET', body, signal, ifMatch, idempotencyKey } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (ifMatch !== undefined) headers['If-Match'] = `"${ifMatch}"`;
  if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey;

  const response = await fetch(url, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? null : JSON.stringify(body),
    signal: signal ?? null,
  });

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined;
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * The one way the web app talks to the API: same origin, cookie session, JSON both ways.
 * Pass a zod schema to have the answer parsed (and typed) on arrival; the first screen's GETs pass
 * an answer check instead, the same check without zod (lib/answer-check.ts).
 */
export const api = {
  get<T>(url: string, schema: z.ZodType<T> | AnswerCheck<T>, signal?: AbortSignal): Promise<T> {
    // The first screen's GETs may already be on their way (lib/early-answers.ts).
    const answer = takeEarlyAnswer(url) ?? request(url, { signal });
    return answer.then((data) => schema.parse(data));
  },
  /** Start these GETs now; the first `get` of each URL, if soon, takes its answer. */
  getEarly(urls: readonly string[]): void {
    askEarly(urls, (url) => request(url));
  },
  /** GET whose answer the caller checks itself (when the schema is loaded only if needed). */
  getUnparsed(url: string, signal?: AbortSignal): Promise<unknown> {
    return request(url, { signal });
  },
  post<T = unknown>(
    url: string,
    body: unknown = {},
    schema?: z.ZodType<T>,
    create: { idempotencyKey?: string | undefined; ifMatch?: number | undefined } = {},
  ): Promise<T> {
    const { idempotencyKey, ifMatch } = create;
    return request(url, { method: 'POST', body, idempotencyKey, ifMatch }).then((data) =>
      schema ? schema.parse(data) : (data as T),
    );
  },
  put<T = unknown>(
    url: string,
    body: unknown,
    schema?: z.ZodType<T>,
    change: ChangeOptions = {},
  ): Promise<T> {
    return request(url, { method: 'PUT', body, ifMatch: change.ifMatch }).then((data) =>
      schema ? schema.parse(data) : (data as T),
    );
  },
  patch<T = unknown>(
    url: string,
    body: unknown,
    schema?: z.ZodType<T>,
    change: ChangeOptions = {},
  ): Promise<T> {
    return request(url, { method: 'PATCH', body, ifMatch: change.ifMatch }).then((data) =>
      schema ? schema.parse(data) : (data as T),
    );
  },
  delete<T = unknown>(url: string, schema?: z.ZodType<T>, change: ChangeOptions = {}): Promise<T> {
    return request(url, { method: 'DELETE', ifMatch: change.ifMatch }).then((data) =>
      schema ? schema.parse(data) : (data as T),
    );
  },
  /** POST multipart/form-data (files); the browser sets the boundary, so no Content-Type here. */
  async postForm<T>(
    url: string,
    body: FormData,
    schema: z.ZodType<T>,
    create: { idempotencyKey?: string | undefined } = {},
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (create.idempotencyKey !== undefined) headers['Idempotency-Key'] = create.idempotencyKey;
    const response = await fetch(url, {
      method: 'POST',
      headers,
      credentials: 'include',
      body,
    });
    if (!response.ok) throw await toApiError(response);
    return schema.parse(await response.json());
  },
  /** GET a file: its bytes, the name the server gave in Content-Disposition, and its headers. */
  async download(url: string): Promise<{ blob: Blob; fileName: string | null; headers: Headers }> {
    const response = await fetch(url, { credentials: 'include' });
    if (!response.ok) throw await toApiError(response);
    return {
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get('content-disposition')),
      headers: response.headers,
    };
  },
};

/** The file name of a Content-Disposition header, preferring the UTF-8 `filename*` form. */
function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      return star[1];
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}
