import { estateValueText } from '@estate/domain';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { focusRing } from '@/components/ui/focus';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import type { EstateListItem } from '../api/schemas';
import { EstateStatusBadge } from './estate-status-badge';
import { stageLabel } from '@estate/domain';

/** The estimated value, from the stored cents only, in NZD ($420,000). */
export { estateValueText };

export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 w-24 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-blue-700" style={{ width: `${value}%` }} />
      </div>
      <span className="text-xs text-slate-700">{value}%</span>
    </div>
  );
}

const linkClasses = cn('rounded font-medium text-slate-900 hover:text-blue-700', focusRing);

const estateIdOf = (estate: EstateListItem) => estate.estateId;

const ESTATE_COLUMNS: readonly DataColumn<EstateListItem>[] = [
  {
    id: 'estate',
    header: 'Estate',
    cell: (estate) => (
      <>
        <Link to={paths.dashboard.estate.href({ id: estate.estateId })} className={linkClasses}>
          Estate of {estate.deceasedName}
        </Link>
        <p className="font-mono text-xs text-slate-600">
          <span className="sr-only">File number </span>
          {estate.fileNumber}
        </p>
      </>
    ),
  },
  {
    id: 'dateOfDeath',
    header: 'Date of Death',
    className: 'whitespace-nowrap',
    cell: (estate) => formatDate(estate.dateOfDeath),
  },
  { id: 'executor', header: 'Executor', cell: (estate) => estate.executorName ?? 'Not assigned' },
  { id: 'status', header: 'Status', cell: (estate) => <EstateStatusBadge status={estate.status} /> },
  { id: 'stage', header: 'Stage', cell: (estate) => stageLabel(estate.stage) },
  {
    id: 'progress',
    header: 'Progress',
    cell: (estate) => (
      <ProgressBar value={estate.progress} label={`Progress of the estate of ${estate.deceasedName}`} />
    ),
  },
  {
    id: 'updatedAt',
    header: 'Last Updated',
    className: 'whitespace-nowrap',
    cell: (estate) => formatDate(estate.updatedAt),
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: (estate) => (
      <Link
        to={paths.dashboard.estate.href({ id: estate.estateId })}
        className={cn('inline-flex items-center gap-1 rounded text-blue-700 hover:underline', focusRing)}
      >
        View<span className="sr-only"> the estate of {estate.deceasedName}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    ),
  },
];

/** Estates as a table (their states, loading and empty, are the caller's). */
export function EstateTable({ items }: { items: EstateListItem[] }) {
  return (
    <DataTable label="Estates" isRegion={false} columns={ESTATE_COLUMNS} rows={items} rowId={estateIdOf} />
  );
}

export function EstateCards({ items }: { items: EstateListItem[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {items.map((estate) => (
        <li
          key={estate.estateId}
          className="relative rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-blue-600"
        >
          <div className="flex items-start justify-between gap-2">
            <h2 className="text-base font-semibold">
              <Link
                to={paths.dashboard.estate.href({ id: estate.estateId })}
                className={cn(linkClasses, 'after:absolute after:inset-0')}
              >
                Estate of {estate.deceasedName}
              </Link>
            </h2>
            <EstateStatusBadge status={estate.status} />
          </div>
          <p className="mt-1 font-mono text-xs text-slate-600">File {estate.fileNumber}</p>
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-600">Stage</dt>
            <dd className="text-slate-900">{stageLabel(estate.stage)}</dd>
            <dt className="text-slate-600">Will Status</dt>
            <dd className="text-slate-900">{estate.willStatus ?? 'Unknown'}</dd>
            <dt className="text-slate-600">Date of Death</dt>
            <dd className="text-slate-900">{formatDate(estate.dateOfDeath)}</dd>
            <dt className="text-slate-600">Value</dt>
            <dd className="text-slate-900">{estateValueText(estate)}</dd>
            <dt className="text-slate-600">Executor</dt>
            <dd className="text-slate-900">{estate.executorName ?? 'Not assigned'}</dd>
          </dl>
          <div className="mt-4">
            <ProgressBar value={estate.progress} label={`Progress of the estate of ${estate.deceasedName}`} />
          </div>
        </li>
      ))}
    </ul>
  );
}
