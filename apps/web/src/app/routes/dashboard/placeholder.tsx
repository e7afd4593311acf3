import { useMatches } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Route `handle` of dashboard pages: the screen name shown as heading and tab title. */
export type ScreenHandle = { title: string };

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return (
    typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string'
  );
}

/**
 * A dashboard screen that later work fills in. It already has its place in the shell, its heading
 * and its tab title, so links and guards can be relied on now.
 */
export function PlaceholderRoute() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => isScreenHandle(match.handle))?.handle;
  const title = isScreenHandle(handle) ? handle.title : 'Dashboard';
  useDocumentTitle(title);
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-slate-700">There is nothing to show on this page yet.</p>
    </div>
  );
}
