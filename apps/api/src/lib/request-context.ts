import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** What the code handling a request may know of it without being handed the request. */
interface RequestContext {
  /** The client's address (`request.ip`, behind a proxy only with TRUST_PROXY). */
  ip: string;
  /** The API key the request acts with (a law firm's key acting as its creator), once it is checked. */
  apiKeyId?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * Runs each request's handling inside its context, so the audit trail records where a change came
 * from (issue 15) without every service being handed the request.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run({ ip: request.ip }, done);
  });
}

/** The address of the request being handled; null outside one (the worker, the seed). */
export function requestIp(): string | null {
  return storage.getStore()?.ip ?? null;
}

/**
 * Notes the API key this request acts with, so every audit event it writes carries the key's id
 * beside the person the key acts as (a law firm's key: decision 090 "Firm keys").
 */
export function noteRequestApiKey(keyId: string): void {
  const store = storage.getStore();
  if (store) store.apiKeyId = keyId;
}

/** The API key the request being handled acts with, when one was noted; null otherwise. */
export function requestApiKey(): string | null {
  return storage.getStore()?.apiKeyId ?? null;
}
