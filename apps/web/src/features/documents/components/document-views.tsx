import { FileText } from 'lucide-react';
import { Badge, TagBadges } from '@/components/ui/badge';
import { TableHead, TableShell, tableCell } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import type { EstateDocument } from '../api/get-documents';
import { DocumentActions } from './document-actions';

function estateText(document: EstateDocument): string {
  return document.deceasedName ? `Estate of ${document.deceasedName}` : 'No estate assigned';
}

function uploadedText(document: EstateDocument): string {
  return `${formatDate(document.uploadDate)}${document.uploadedBy ? ` by ${document.uploadedBy}` : ''}`;
}

export function DocumentTable({ documents }: { documents: EstateDocument[] }) {
  return (
    <TableShell>
      <TableHead columns={['Name', 'Type', 'Tags', 'Uploaded', 'Actions']} />
      <tbody className="divide-y divide-slate-200">
        {documents.map((d) => (
          <tr key={d.documentId}>
            <td className={tableCell}>
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
            </td>
            <td className={tableCell}>{d.type ?? 'unknown'}</td>
            <td className={tableCell}>
              <TagBadges tags={d.tags} />
            </td>
            <td className={cn(tableCell, 'whitespace-nowrap')}>{uploadedText(d)}</td>
            <td className={tableCell}>
              <DocumentActions document={d} />
            </td>
          </tr>
        ))}
      </tbody>
    </TableShell>
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
