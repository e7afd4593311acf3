import { useEffect } from 'react';
import { SITE } from '@/config/site';

/**
 * Sets the tab title to `{page} · NZ Estate Platform` (or the bare product name). With `enabled`
 * false it leaves the title alone (someone else sets it).
 */
export function useDocumentTitle(page?: string, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    document.title = page ? `${page} · ${SITE.name}` : SITE.name;
  }, [page, enabled]);
}
