/**
 * Answers asked for before the screen that reads them has loaded. main.tsx asks for the first
 * screen's GETs together with /api/me, while the screen's code downloads, so the screen does not
 * wait for its code, then the session check, then the server in turn (decision 051).
 *
 * An answer is taken once, by the first `api.get` of the same URL, and only while it is fresh: on
 * the address it was asked on and within the app's default `staleTime` (30 s, lib/query-client.ts),
 * the age the screens already accept for an answer. One nobody takes is dropped unread, so an early
 * answer never stands in for a fetch made after a change.
 */
const FRESH_MS = 30_000;

type Early = { answer: Promise<unknown>; at: number; address: string };

const waiting = new Map<string, Early>();

const address = () => `${window.location.pathname}${window.location.search}`;

/** Start `fetchAnswer(url)` for each URL now, for the first `takeEarlyAnswer(url)` to use. */
export function askEarly(urls: readonly string[], fetchAnswer: (url: string) => Promise<unknown>): void {
  for (const url of urls) {
    const answer = fetchAnswer(url);
    // Whoever takes it handles a failure; until then (or if nobody does) it must not count as unhandled.
    answer.catch(() => undefined);
    waiting.set(url, { answer, at: Date.now(), address: address() });
  }
}

/** The answer asked for early for this URL, if it is still fresh; then it is gone. */
export function takeEarlyAnswer(url: string): Promise<unknown> | undefined {
  if (waiting.size === 0) return undefined;
  const early = waiting.get(url);
  waiting.delete(url);
  const here = address();
  const now = Date.now();
  for (const [key, other] of waiting) {
    if (other.address !== here || now - other.at > FRESH_MS) waiting.delete(key);
  }
  if (!early || early.address !== here || now - early.at > FRESH_MS) return undefined;
  return early.answer;
}
