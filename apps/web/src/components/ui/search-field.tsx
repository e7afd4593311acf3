import { Search } from 'lucide-react';
import { cn } from '@/lib/cn';
import { focusRing } from './focus';

/** Options of a SearchField. */
export type SearchFieldProps = {
  /** The input's id (its label points at it). */
  id: string;
  /** The accessible name; shown above the box unless `isLabelHidden`. */
  label: string;
  /** Keep the label for screen readers only, where the box's place says what it searches. */
  isLabelHidden?: boolean;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Classes of the outer box, for its place in a row. */
  className?: string;
};

/** A search box with a magnifier icon, as above the dashboard's lists. */
export function SearchField({
  id,
  label,
  isLabelHidden = false,
  placeholder,
  value,
  onChange,
  className,
}: SearchFieldProps) {
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={isLabelHidden ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-900'}
      >
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          className={cn(
            'block w-full rounded-md border border-slate-400 bg-white py-2 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500',
            focusRing,
            'focus-visible:ring-offset-0',
          )}
        />
      </div>
    </div>
  );
}
