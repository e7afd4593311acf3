import { useCallback, useState } from 'react';
import { isApiError, newIdempotencyKey } from './api-client';

/**
 * One Idempotency-Key per submission (decision 061). `once((key) => send(key))` sends with the
 * current key: a submission sent again (an answer that never arrived, a second press while the
 * first is on its way) carries the same key and is answered the first answer, so nothing is made
 * twice. Once it has been made the next submission gets a new key, and so does one after the server
 * said the key was already used for another request (the form was changed after a lost answer).
 */
export function useIdempotencyKey(): <T>(send: (idempotencyKey: string) => Promise<T>) => Promise<T> {
  const [key, setKey] = useState(newIdempotencyKey);
  return useCallback(
    async <T>(send: (idempotencyKey: string) => Promise<T>): Promise<T> => {
      try {
        const answer = await send(key);
        setKey(newIdempotencyKey());
        return answer;
      } catch (error) {
        if (keyWasUsed(error)) setKey(newIdempotencyKey());
        throw error;
      }
    },
    [key],
  );
}

/** The server's 422: this key was sent before with another request. */
export function keyWasUsed(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 422 &&
    (error.issues ?? []).some((issue) => issue.path === 'Idempotency-Key')
  );
}
