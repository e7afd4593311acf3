import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { focusRing } from './focus';

/** One way of showing a list: its value, the button's accessible name and its icon. */
export type ViewOption<V extends string> = { value: V; label: string; icon: LucideIcon };

/** Icon buttons that switch a list between its views (grid, table…); the chosen one is pressed. */
export function ViewToggle<V extends string>({
  options,
  value,
  onChange,
}: {
  options: readonly ViewOption<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div role="group" aria-label="View" className="flex rounded-md border border-slate-300">
      {options.map(({ value: option, label, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'p-2 first:rounded-l-md last:rounded-r-md',
            value === option ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100',
            focusRing,
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          <span className="sr-only">{label}</span>
        </button>
      ))}
    </div>
  );
}
