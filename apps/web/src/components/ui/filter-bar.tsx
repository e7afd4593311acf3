import { Filter } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { SelectField } from './form-field';
import { SearchField, type SearchFieldProps } from './search-field';

/**
 * The box above a dashboard list: a search box, a Filter button that shows or hides the `filters`
 * panel, and any further controls (`children`, such as a ViewToggle) at the end of the row.
 */
export function FilterBar({
  search,
  filtersId,
  filters,
  defaultOpen = false,
  children,
}: {
  /** The search box; its label is for screen readers only. */
  search: Omit<SearchFieldProps, 'isLabelHidden' | 'className'>;
  /** The id of the filters panel, which the Filter button controls. */
  filtersId: string;
  /** The filter fields, laid out three to a row. */
  filters: ReactNode;
  /** The filters panel starts open (a filter is already chosen, say after a reload). */
  defaultOpen?: boolean;
  children?: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <SearchField {...search} isLabelHidden className="min-w-60 flex-1" />
        <Button
          variant="secondary"
          aria-expanded={isOpen}
          aria-controls={filtersId}
          onClick={() => setIsOpen((open) => !open)}
        >
          <Filter aria-hidden="true" className="size-4" />
          Filter
        </Button>
        {children}
      </div>
      {isOpen ? (
        <div id={filtersId} className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-3">
          {filters}
        </div>
      ) : null}
    </div>
  );
}

/** The "Date Range" filter of a FilterBar, over the caller's ranges. */
export function DateRangeSelect<V extends string>({
  ranges,
  value,
  onChange,
}: {
  ranges: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    // The value is always one of `ranges`: the select offers nothing else.
    <SelectField label="Date Range" value={value} onChange={(e) => onChange(e.target.value as V)}>
      {ranges.map((r) => (
        <option key={r.value} value={r.value}>
          {r.label}
        </option>
      ))}
    </SelectField>
  );
}
