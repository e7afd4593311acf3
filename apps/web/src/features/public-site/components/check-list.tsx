import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A list whose items each start with a tick. */
export function CheckList({ items, columns = 1 }: { items: readonly ReactNode[]; columns?: 1 | 2 }) {
  return (
    <ul className={cn('grid gap-3', columns === 2 && 'sm:grid-cols-2')}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-3 text-base leading-7 text-slate-700">
          <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-green-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
