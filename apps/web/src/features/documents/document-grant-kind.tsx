import {
  DOCUMENT_ACCESS_LEVELS,
  DOCUMENT_GRANT_TEXTS,
  documentGrantDtoSchema,
  documentGrantInputSchema,
  documentGrantListSchema,
  labelOf,
  type DocumentGrant,
  type DocumentGrantInput,
} from '@estate/domain';
import { Eye, Pencil, ShieldCheck } from 'lucide-react';
import type { z } from 'zod';
import type { RecordKind } from '@/components/records/record-list';
import { accessLevelTone } from '@/components/records/tones';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { DocumentGrantDialog } from './components/document-grant-dialog';

type Values = z.input<typeof documentGrantInputSchema>;
type Summary = z.infer<typeof documentGrantListSchema>['summary'];

const ROLE_LABELS: Record<string, string> = {
  admin: 'Admin',
  lawyer: 'Lawyer',
  executor: 'Executor',
  beneficiary: 'Beneficiary',
  user: 'User',
};

/**
 * Document Access Permissions (spec 2; issue 17, decision 031): per-document grants on top of the
 * estate's rules. Grant Access is its own dialog (a document, then a person on its estate); a grant
 * is never edited (granting again changes the level) and is revoked, not deleted.
 */
export const documentGrantKind = {
  resource: {
    kind: 'document-grants',
    base: '/api/document-grants',
    item: documentGrantDtoSchema,
    list: documentGrantListSchema,
  },
  texts: DOCUMENT_GRANT_TEXTS,
  schema: documentGrantInputSchema,
  blank: { documentId: '', userId: '', level: 'view' },
  toForm: (g) => ({ documentId: g.documentId, userId: g.userId, level: g.level }),
  fields: [],
  addDialog: ({ onClose }) => <DocumentGrantDialog onClose={onClose} />,
  canEdit: () => false,
  canDelete: (g) => g.canRevoke,
  deleteVerb: 'Revoke',
  confirmDelete: (g) => `${g.userName} will no longer have ${g.level} access to ${g.documentName}.`,
  columns: [
    {
      id: 'documentName',
      header: 'Document',
      sortable: true,
      cell: (g) => (
        <>
          <p className="font-medium text-slate-900">{g.documentName}</p>
          <p className="text-xs text-slate-600">
            Estate of {g.deceasedName} · ID {g.documentId.slice(0, 8)}
          </p>
        </>
      ),
    },
    {
      id: 'userName',
      header: 'User',
      sortable: true,
      cell: (g) => (
        <>
          <p className="font-medium text-slate-900">{g.userName}</p>
          <p className="text-xs text-slate-600">
            {[ROLE_LABELS[g.userRole] ?? g.userRole, g.userEmail].filter(Boolean).join(' · ')}
          </p>
        </>
      ),
    },
    {
      id: 'level',
      header: 'Access Level',
      sortable: true,
      cell: (g) => <Badge tone={accessLevelTone(g.level)}>{labelOf(DOCUMENT_ACCESS_LEVELS, g.level)}</Badge>,
    },
    { id: 'grantedBy', header: 'Granted By', cell: (g) => g.grantedBy ?? '—' },
    { id: 'grantedAt', header: 'Granted Date', sortable: true, cell: (g) => formatDate(g.grantedAt) },
  ],
  nameOf: (g) => `${g.userName}'s access to ${g.documentName}`,
  search: { label: 'Search by document or user', placeholder: 'Search by document or user...' },
  filters: [
    { name: 'estateId', label: 'Estate', all: 'All Estates', options: (s) => s?.estates ?? [] },
    { name: 'level', label: 'Access Level', all: 'All Levels', options: DOCUMENT_ACCESS_LEVELS },
  ],
  sorts: [
    { value: 'grantedAt', label: 'Granted Date' },
    { value: 'documentName', label: 'Document' },
    { value: 'userName', label: 'User' },
    { value: 'level', label: 'Access Level' },
  ],
  defaultSort: 'grantedAt',
  defaultOrder: 'desc',
  cards: (s) => [
    { label: 'Admin Users', value: s.admin, icon: ShieldCheck },
    { label: 'Edit Users', value: s.edit, icon: Pencil },
    { label: 'View Users', value: s.view, icon: Eye },
  ],
} satisfies RecordKind<DocumentGrant, Summary, Values, DocumentGrantInput>;
