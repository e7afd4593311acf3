import { FileText } from 'lucide-react';
import { Badge, TagBadges } from '@/components/ui/badge';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format';
import type { EstateDocument } from '../api/get-documents';
import { DocumentActions } from './document-actions';

function estateText(document: EstateDocument): string {
  return document.deceasedName ? `Estate of ${document.deceasedName}` : 'No estate assigned';
}

function uploadedText(document: EstateDocument): string {
  return `${formatDate(document.uploadDate)}${document.uploadedBy ? ` by ${document.uploadedBy}` : ''}`;
}

const documentIdOf = (document: EstateDocument) => document.documentId;

const DOCUMENT_COLUMNS: readonly DataColumn<EstateDocument>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (d) => (
      <div className="flex items-start gap-2">
        <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-600" />
        <div>
          <p className="font-medium text-slate-900">{d.uploadedFile}</p>
          <p className="text-xs text-slate-600">
            {estateText(d)}
            {d.version > 1 ? ` · version ${d.version}` : ''}
            {d.sharedWithBeneficiaries ? ' · shared with beneficiaries' : ''}
          </p>
        </div>
      </div>
    ),
  },
  { id: 'type', header: 'Type', cell: (d) => d.type ?? 'unknown' },
  { id: 'tags', header: 'Tags', cell: (d) => <TagBadges tags={d.tags} /> },
  { id: 'uploaded', header: 'Uploaded', className: 'whitespace-nowrap', cell: uploadedText },
  { id: 'actions', header: 'Actions', cell: (d) => <DocumentActions document={d} /> },
];

/** Documents as a table (their states, loading and empty, are the caller's). */
export function DocumentTable({ documents }: { documents: EstateDocument[] }) {
  return (
    <DataTable
      label="Documents"
      isRegion={false}
      columns={DOCUMENT_COLUMNS}
      rows={documents}
      rowId={documentIdOf}
    />
  );
}

export function DocumentGrid({ documents }: { documents: EstateDocument[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {documents.map((d) => (
        <li key={d.documentId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-2">
            <div className="flex min-w-0 items-start gap-2">
              <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-700" />
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{d.uploadedFile}</p>
                <p className="text-xs text-slate-600">
                  {estateText(d)}
                  {d.sharedWithBeneficiaries ? ' · shared with beneficiaries' : ''}
                </p>
              </div>
            </div>
            <Badge>{d.type ?? 'unknown'}</Badge>
          </div>
          <div className="mt-3">
            <TagBadges tags={d.tags} />
          </div>
          <div className="mt-3 flex items-center justify-between gap-2">
            <p className="text-xs text-slate-700">{uploadedText(d)}</p>
            <DocumentActions document={d} />
          </div>
        </li>
      ))}
    </ul>
  );
}
