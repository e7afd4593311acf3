import type { ReactNode } from 'react';
import { Button } from './button';

/** Previous and Next under a paged list; `children` is the summary at the left ("Page 2 of 5 · …"). */
export function Pagination({
  page,
  pages,
  onPageChange,
  children,
}: {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
      <p className="text-sm text-slate-700">{children}</p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
