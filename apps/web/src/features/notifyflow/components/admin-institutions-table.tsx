import { smallEstateRuleText, type AdminInstitution } from '@estate/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TableHead, TableShell, tableCell } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { LoadingState } from '@/components/ui/loading-state';
import { messageOf } from '@/lib/api-client';
import { useAdminInstitutions } from '../api/get-admin-institutions';
import { useUpdateAdminInstitution } from '../api/update-admin-institution';
import { InstitutionFormDialog } from './institution-form-dialog';
import { ResponseTimesCell } from './response-times-cell';

/** The institutions directory for admins: contact details, add, edit, retire and restore. */
export function AdminInstitutionsTable() {
  const institutions = useAdminInstitutions();
  const update = useUpdateAdminInstitution();
  const [editing, setEditing] = useState<AdminInstitution | 'new' | null>(null);

  const setRetired = (institution: AdminInstitution, retired: boolean) =>
    update.mutate(
      { id: institution.institutionId, version: institution.version, changes: { retired } },
      {
        onSuccess: () => toast.success(`${institution.name} ${retired ? 'retired' : 'restored'}`),
        onError: (error) => toast.error(messageOf(error, 'The change could not be saved.')),
      },
    );

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          Add institution
        </Button>
      </div>
      {institutions.isPending ? (
        <LoadingState label="Loading institutions…" showLabel />
      ) : institutions.isError ? (
        <Alert>
          <p>{messageOf(institutions.error, 'The institutions could not be loaded.')}</p>
        </Alert>
      ) : (
        <TableShell label="Institutions">
          <TableHead
            variant="plain"
            columns={[
              'Name',
              'Category',
              'Notification email',
              'Postal address',
              'Reply time and small-estate rule',
              'Response times',
              'State',
              { label: 'Actions', isLabelHidden: true },
            ]}
          />
          <tbody className="divide-y divide-slate-200">
            {institutions.data.map((i) => (
              <tr
                key={i.institutionId}
                className={i.retired ? 'bg-slate-50 text-slate-600' : 'text-slate-900'}
              >
                <th scope="row" className={cn(tableCell, 'text-left font-medium')}>
                  {i.name}
                </th>
                <td className={tableCell}>{i.category}</td>
                <td className={cn(tableCell, 'break-all')}>{i.notificationEmail || '—'}</td>
                <td className={cn(tableCell, 'whitespace-pre-line')}>{i.postalAddress || '—'}</td>
                <td className={cn(tableCell, 'min-w-44 text-xs')}>
                  <p>
                    {i.replyBusinessDays} business {i.replyBusinessDays === 1 ? 'day' : 'days'}
                  </p>
                  <p className="text-slate-700">{smallEstateRuleText(i.smallEstateRule)}</p>
                  {i.smallEstateRule.note ? <p className="text-slate-600">{i.smallEstateRule.note}</p> : null}
                </td>
                <td className={cn(tableCell, 'min-w-48 text-sm')}>
                  <ResponseTimesCell times={i.responseTimes} />
                </td>
                <td className={tableCell}>
                  {i.retired ? <Badge>Retired</Badge> : <Badge tone="success">Active</Badge>}
                </td>
                <td className={tableCell}>
                  <div className="flex justify-end gap-2">
                    <Button variant="secondary" size="sm" onClick={() => setEditing(i)}>
                      Edit<span className="sr-only"> {i.name}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={update.isPending}
                      onClick={() => setRetired(i, !i.retired)}
                    >
                      {i.retired ? 'Restore' : 'Retire'}
                      <span className="sr-only"> {i.name}</span>
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </TableShell>
      )}
      {editing ? (
        <InstitutionFormDialog
          institution={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
