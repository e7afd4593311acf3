import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { previousPageOfSameList, recordKeys } from './query-keys';

/*
 * What a records list (or a form's picker over one) shows while its next answer loads, through
 * TanStack Query's own observer, as a component would see it.
 */
const client = new QueryClient();
afterEach(() => client.clear());

/** Answers held back until `answer(key)` is called: the time between choosing and seeing. */
const pending = new Map<string, (items: string[]) => void>();
const answer = (key: string, items: string[]) => pending.get(key)!(items);

function listOf(estateId: string | undefined, page = 1, kind = 'assets') {
  const key = `${kind}:${estateId ?? 'all'}:${page}`;
  return {
    queryKey: recordKeys.list(kind, estateId, { page }),
    queryFn: () => new Promise<string[]>((resolve) => pending.set(key, resolve)),
    placeholderData: previousPageOfSameList(kind, estateId),
  };
}

async function settled(observer: QueryObserver<string[]>) {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return observer.getCurrentResult();
}

describe('a records list while its next answer loads', () => {
  it("keeps the same list's previous page, and shows nothing of another estate or kind", async () => {
    const observer = new QueryObserver<string[]>(client, listOf('estate-a'));
    const unsubscribe = observer.subscribe(() => {});
    try {
      await settled(observer);
      answer('assets:estate-a:1', ['Bach at Ōhope']);
      expect((await settled(observer)).data).toEqual(['Bach at Ōhope']);

      // Page 2 of the same estate: page 1 stays on screen meanwhile.
      observer.setOptions(listOf('estate-a', 2));
      const paging = await settled(observer);
      expect(paging.isPlaceholderData).toBe(true);
      expect(paging.data).toEqual(['Bach at Ōhope']);
      answer('assets:estate-a:2', ['KiwiSaver']);
      expect((await settled(observer)).data).toEqual(['KiwiSaver']);

      // Another estate chosen on the form: none of estate A's assets are offered meanwhile.
      observer.setOptions(listOf('estate-b'));
      const switching = await settled(observer);
      expect(switching.data).toBeUndefined();
      expect(switching.isPending).toBe(true);
      answer('assets:estate-b:1', ['Shares in Fonterra']);
      expect((await settled(observer)).data).toEqual(['Shares in Fonterra']);

      // Another kind of the same estate: none of its assets shown as liabilities.
      observer.setOptions(listOf('estate-b', 1, 'liabilities'));
      expect((await settled(observer)).data).toBeUndefined();
      answer('liabilities:estate-b:1', ['Credit card']);
      expect((await settled(observer)).data).toEqual(['Credit card']);

      // From one estate to every estate's list is another scope too.
      observer.setOptions(listOf(undefined, 1, 'liabilities'));
      expect((await settled(observer)).data).toBeUndefined();
    } finally {
      unsubscribe();
    }
  });
});
