import { cn } from '@/lib/cn';
import { focusRing } from './focus';

/**
 * A round icon button for the top bar (bell, messages, help). Apart from the menus' looks
 * (menu-styles.ts), which load with a menu when it opens (decision 085).
 */
export const iconButtonClasses = cn(
  'relative inline-flex size-10 max-md:size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  focusRing,
);
