import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { focusRing } from './focus';

/**
 * Tabs with the ARIA tabs pattern: arrow keys move between tabs, only the chosen panel is drawn.
 * The caller keeps the chosen value (so it can live in the URL).
 */
export function Tabs<V extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
}: {
  label: string;
  tabs: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.value === value);
    let next = index;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.value);
    refs.current[tab.value]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="relative flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(el) => {
                refs.current[tab.value] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.value)}
              className={cn(
                '-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap',
                selected
                  ? 'border-blue-700 text-blue-800'
                  : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
                focusRing,
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${value}`}
        tabIndex={0}
        className={cn('pt-6', focusRing, 'focus-visible:ring-offset-0')}
      >
        {children}
      </div>
    </div>
  );
}
