import { smallEstateRuleText, type AdminInstitution, type AdminInstitutionListed } from '@estate/domain';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { LoadingState } from '@/components/ui/loading-state';
import { messageOf } from '@/lib/api-client';
import { useAdminInstitutions } from '../api/get-admin-institutions';
import { useUpdateAdminInstitution } from '../api/update-admin-institution';
import { InstitutionFormDialog } from './institution-form-dialog';
import { OrganisationMembersDialog } from './organisation-members-dialog';
import { ResponseTimesCell } from './response-times-cell';

const institutionIdOf = (institution: AdminInstitutionListed) => institution.institutionId;

/** The directory's columns; Edit and Retire (or Restore) act on the row's institution. */
function institutionColumns({
  onEdit,
  onPeople,
  onRetire,
  isSaving,
}: {
  onEdit: (institution: AdminInstitutionListed) => void;
  onPeople: (institution: AdminInstitutionListed) => void;
  onRetire: (institution: AdminInstitutionListed) => void;
  isSaving: boolean;
}): DataColumn<AdminInstitutionListed>[] {
  return [
    { id: 'name', header: 'Name', isRowHeader: true, className: 'font-medium', cell: (i) => i.name },
    { id: 'category', header: 'Category', cell: (i) => i.category },
    {
      id: 'notificationEmail',
      header: 'Notification email',
      className: 'break-all',
      cell: (i) => i.notificationEmail || '—',
    },
    {
      id: 'postalAddress',
      header: 'Postal address',
      className: 'whitespace-pre-line',
      cell: (i) =>
        i.postalAddress ? (
          <>
            {i.postalAddress}
            {i.postalAddressSource ? (
              <span className="mt-1 block text-xs text-slate-600">Source: {i.postalAddressSource}</span>
            ) : null}
          </>
        ) : (
          '—'
        ),
    },
    {
      id: 'reply',
      header: 'Reply time and small-estate rule',
      className: 'min-w-44 text-xs',
      cell: (i) => (
        <>
          <p>
            {i.replyBusinessDays} business {i.replyBusinessDays === 1 ? 'day' : 'days'}
          </p>
          <p className="text-slate-700">{smallEstateRuleText(i.smallEstateRule)}</p>
          {i.smallEstateRule.note ? <p className="text-slate-600">{i.smallEstateRule.note}</p> : null}
        </>
      ),
    },
    {
      id: 'responseTimes',
      header: 'Response times',
      className: 'min-w-48 text-sm',
      cell: (i) => <ResponseTimesCell times={i.responseTimes} />,
    },
    {
      id: 'state',
      header: 'State',
      cell: (i) => (i.retired ? <Badge>Retired</Badge> : <Badge tone="success">Active</Badge>),
    },
    {
      id: 'actions',
      header: 'Actions',
      isHeaderHidden: true,
      cell: (i) => (
        <div className="flex justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={() => onEdit(i)}>
            Edit<span className="sr-only"> {i.name}</span>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onPeople(i)}>
            People<span className="sr-only"> of {i.name}</span>
          </Button>
          <Button variant="ghost" size="sm" disabled={isSaving} onClick={() => onRetire(i)}>
            {i.retired ? 'Restore' : 'Retire'}
            <span className="sr-only"> {i.name}</span>
          </Button>
        </div>
      ),
    },
  ];
}

/** The institutions directory for admins: contact details, add, edit, retire and restore. */
export function AdminInstitutionsTable() {
  const institutions = useAdminInstitutions();
  const update = useUpdateAdminInstitution();
  const [editing, setEditing] = useState<AdminInstitution | 'new' | null>(null);
  const [people, setPeople] = useState<AdminInstitutionListed | null>(null);
  // ?edit=<id> opens that entry's form: the letters queue links here for an address (issue 42).
  const [searchParams, setSearchParams] = useSearchParams();
  const editId = searchParams.get('edit');
  useEffect(() => {
    const found = editId ? institutions.data?.find((i) => i.institutionId === editId) : undefined;
    if (!found) return;
    setEditing(found);
    setSearchParams(
      (params) => {
        params.delete('edit');
        return params;
      },
      { replace: true },
    );
  }, [editId, institutions.data, setSearchParams]);

  const { mutate, isPending: isSaving } = update;

  const columns = useMemo(() => {
    const setRetired = (institution: AdminInstitution, retired: boolean) =>
      mutate(
        { id: institution.institutionId, version: institution.version, changes: { retired } },
        {
          onSuccess: () => toast.success(`${institution.name} ${retired ? 'retired' : 'restored'}`),
          onError: (error) => toast.error(messageOf(error, 'The change could not be saved.')),
        },
      );
    return institutionColumns({
      onEdit: setEditing,
      onPeople: setPeople,
      onRetire: (institution) => setRetired(institution, !institution.retired),
      isSaving,
    });
  }, [mutate, isSaving]);

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
        <DataTable
          label="Institutions"
          headerVariant="plain"
          columns={columns}
          rows={institutions.data}
          rowId={institutionIdOf}
          rowClassName={(i) => (i.retired ? 'bg-slate-50 text-slate-600' : 'text-slate-900')}
        />
      )}
      {people ? <OrganisationMembersDialog institution={people} onClose={() => setPeople(null)} /> : null}
      {editing ? (
        <InstitutionFormDialog
          institution={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
