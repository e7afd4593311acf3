import { useEffect } from 'react';
import { SITE } from '@/config/site';

/** Sets the tab title to `{page} · NZ Estate Platform` (or the bare product name). */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${SITE.name}` : SITE.name;
  }, [page]);
}
