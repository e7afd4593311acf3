import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '@/config/site';

function initialCollapsed(): boolean {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.sidebarCollapsed);
    if (stored === 'true' || stored === 'false') return stored === 'true';
  } catch {
    // Storage unavailable: fall through to the screen-size default.
  }
  // Tablets start with the icon-only sidebar so the content keeps most of the width (phones have
  // the drawer instead).
  return window.matchMedia('(max-width: 1023px)').matches;
}

/** The sidebar's open/collapsed state, remembered across visits. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [isCollapsed, setCollapsed] = useState(initialCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(STORAGE_KEYS.sidebarCollapsed, String(next));
      } catch {
        // Not remembered, but still toggled.
      }
      return next;
    });
  }, []);
  return [isCollapsed, toggle];
}
