import { useMatches } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';

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
  return <PageHeader title={title} subtitle="There is nothing to show on this page yet." />;
}
