import type { RecordTexts, Role } from '@estate/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { Plus } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { useViewRole } from '@/lib/view-role/use-view-role';
import { z } from 'zod';
import { FormFields, type AnyFieldSpec } from '@/components/form/form-fields';
import { applyServerErrors, useZodForm } from '@/components/form/use-zod-form';
import { FormDialog, STAY_OPEN } from '@/components/form/zod-form';
import { ConflictDialog } from './conflict-dialog';
import { changedFields, mergeChoices, type ConflictField, type FieldChange } from '@/lib/records/conflict';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus';
import { cn } from '@/lib/cn';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { FilterBar } from '@/components/ui/filter-bar';
import { SelectField } from '@/components/ui/form-field';
import { Pagination } from '@/components/ui/pagination';
import { StatCard } from '@/components/ui/stat-card';
import { useListState, type ListState } from '@/hooks/use-list-state';
import { FilePicker } from '@/components/ui/file-picker';
import { useStagedUploads } from '@/lib/use-staged-uploads';
import { ApiError, conflictOf, messageOf, newIdempotencyKey } from '@/lib/api-client';
import { formatBytes } from '@/lib/format';
import {
  useDeleteRecord,
  useRecord,
  useRecordList,
  useSaveRecord,
  useSaveRecordWithFile,
  versionOf,
  type RecordResource,
} from '@/lib/records/use-records';

/** An estate's record (with its estate and the deceased's name) or a platform record (neither). */
type Row = {
  id: string;
  estateId?: string | undefined;
  deceasedName?: string | undefined;
  /** The version it was read at: a change sends it back (decision 060). */
  version?: number | undefined;
};
type Option = { value: string; label: string };

/**
 * One kind of estate record on screen, declared: what the API serves, the texts, the form (schema,
 * blanks, a record's values, fields), the table's columns, the filters and the summary cards.
 * `RecordList` draws any kind from its declaration; see docs/adding-a-record-screen.md.
 */
export type RecordKind<T extends Row, S, V extends FieldValues, O> = {
  resource: RecordResource<T, S, O>;
  texts: RecordTexts;
  /** The domain's input schema (the API checks the same). */
  schema: z.ZodType<O, V>;
  /** The form of a new record. */
  blank: DefaultValues<V>;
  /** The form of an edited record (the whole record is sent back). */
  toForm: (row: T) => DefaultValues<V>;
  /** The form's fields; a function of the record edited (none for a new one) when they depend on it. */
  fields:
    | readonly AnyFieldSpec<V & { estateId: string }>[]
    | ((record: T | undefined) => readonly AnyFieldSpec<V & { estateId: string }>[]);
  columns: readonly DataColumn<T>[];
  /**
   * The Estate column, second, when the estate shows with more of the record (the spec's "Estate with
   * applicant"): then shown for one estate's list too. Without it, a list across estates gets the
   * kit's "Estate of …" column and one estate's list none.
   */
  estateColumn?: DataColumn<T>;
  /** The row's name in "Edit …" and "Delete …". */
  nameOf: (row: T) => string;
  /** Whether a row has an Edit button (all do unless said: a record the system logged may not). */
  canEdit?: (row: T) => boolean;
  /** Whether a row has a Delete button (all do unless said: a record the estate itself keeps may not). */
  canDelete?: (row: T) => boolean;
  /** What Delete is called where it is not a delete ("Revoke" an access grant): its button and dialog. */
  deleteVerb?: string;
  /** More of a row's actions, for those who manage (Reverse a kept ledger entry, decision 070). */
  rowActions?: (row: T) => ReactNode;
  /**
   * Draws the add dialog itself, for a record whose choices depend on each other (Grant Access: a
   * document, then a person on its estate); the kit's form still edits.
   */
  addDialog?: (props: { onClose: () => void }) => ReactNode;
  /** The delete question naming the record (the law firm "{name}"); else `texts.confirmDelete`. */
  confirmDelete?: (row: T) => string;
  search: { label: string; placeholder: string };
  /** Select filters; `options` may be read from the list's summary (the categories present). */
  filters?: readonly {
    name: string;
    label: string;
    all: string;
    options: readonly Option[] | ((summary: S | undefined) => readonly Option[]);
  }[];
  sorts: readonly Option[];
  defaultSort: string;
  defaultOrder?: 'asc' | 'desc';
  cards?: (summary: S) => { label: string; value: ReactNode; icon?: LucideIcon }[];
  /** More of the summary under the cards (a progress bar over the whole list, say). */
  afterCards?: (summary: S) => ReactNode;
  /** The submit button of a new record ("Save Asset"); of an edit, "Update …". */
  saveLabel?: string;
  /**
   * A file chosen on the form (a template's Word file, a legal form's copy), sent as the resource's
   * `upload` says. `required` on a new record; on an edited one it is always optional (a new version).
   */
  upload?: {
    label: (record: T | undefined) => string;
    hint: string;
    extensions: readonly string[];
    typesText: string;
    maxBytes: number;
    required: boolean;
    /** What the upload answered (the merge fields found, say): a toast of the kind's own. */
    onUploaded?: (answer: unknown) => void;
  };
  /**
   * Draws a page of records itself instead of the table (note cards, say), with the list's Edit
   * and Delete (none for a reader who does not manage). Loading, error, empty and paging stay the
   * list's.
   */
  renderItems?: (rows: readonly T[], actions: ItemActions<T> | undefined) => ReactNode;
  /**
   * What the form already knows the API would refuse (a distribution paid before it is safe, with no
   * override reason): said on the field without sending, so an expected refusal is not a failed
   * request. The API still decides.
   */
  refuseBeforeSave?: (
    input: Record<string, unknown>,
    context: { estateId: string; record: T | undefined; queryClient: QueryClient; role: Role },
  ) => { path: string; message: string } | null;
};

/** Edit and Delete of one record, for a kind that draws its own items. */
export type ItemActions<T> = { onEdit: (row: T) => void; onDelete: (row: T) => void };

/** A URL-params updater choosing the estate of a cross-estate list (back to its first page). */
export const withEstate = (estateId: string) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current);
  if (estateId) next.set('estate', estateId);
  else next.delete('estate');
  // Page 1 of the other estate's list: a page number or cursor of this one means nothing there.
  for (const key of ['page', 'after', 'before']) next.delete(key);
  return next;
};

/** The list state of a kind (search, filters, sort and page in the URL). */
export function useKindListState<T extends Row, S, V extends FieldValues, O>(
  kind: RecordKind<T, S, V, O>,
  prefix = '',
) {
  return useListState({
    defaultSort: kind.defaultSort,
    defaultOrder: kind.defaultOrder ?? 'asc',
    filters: (kind.filters ?? []).map((f) => f.name),
    prefix,
  });
}

/**
 * A kind's records with everything around them: summary cards, search, filters and sort (in the
 * URL), the table with Edit and Delete, paging, the add/edit dialog and the delete confirmation.
 * With `estateId`, one estate's records; without, every estate's I may see (with an Estate column,
 * and an Estate choice on the add form from `estateOptions`). `manages` shows the changes (the API
 * refuses them to others anyway).
 */
export function RecordList<T extends Row, S, V extends FieldValues, O>({
  kind,
  estateId,
  estateOptions = [],
  manages,
  list: givenList,
  heading,
  pageSize = 25,
  extraFilters,
  openForm,
  onFormClose,
}: {
  kind: RecordKind<T, S, V, O>;
  estateId?: string | undefined;
  estateOptions?: readonly Option[];
  manages: boolean;
  /** The list state, when the page keeps it (to share it with other parts); else its own. */
  list?: ListState;
  heading?: ReactNode;
  pageSize?: number;
  /** Further filters of the page (an estate picker), shown with the kind's. */
  extraFilters?: ReactNode;
  /**
   * Opens the form at once: a new record (`{}`, with `values` over the kind's blank: a prefilled
   * "Contact" form, say) or the record `id` (a /new or /:id/edit URL).
   */
  openForm?: { id?: string | undefined; values?: DefaultValues<V> | undefined };
  /** After that form closes (to leave its URL). */
  onFormClose?: () => void;
}) {
  const ownList = useKindListState(kind);
  const list = givenList ?? ownList;
  const records = useRecordList(kind.resource, estateId, list.query, { pageSize });
  const remove = useDeleteRecord(kind.resource);
  const [chosen, setEditing] = useState<T | 'new' | null>(openForm && !openForm.id ? 'new' : null);
  const [isOpenFormDone, setOpenFormDone] = useState(false);
  const opened = useRecord(kind.resource, estateId ?? '', isOpenFormDone ? undefined : openForm?.id);
  const editing = chosen ?? (isOpenFormDone ? null : (opened.data ?? null));
  const closeForm = () => {
    setEditing(null);
    if (openForm && !isOpenFormDone) {
      setOpenFormDone(true);
      onFormClose?.();
    }
  };
  const [deleting, setDeleting] = useState<T | null>(null);
  const filtersId = useId();
  const { texts } = kind;

  const isPlatform = Boolean(kind.resource.base);
  const columns = useMemo(
    () =>
      isPlatform || (estateId && !kind.estateColumn)
        ? kind.columns
        : [
            ...kind.columns.slice(0, 1),
            kind.estateColumn ?? {
              id: 'estate',
              header: 'Estate',
              cell: (r: T) => `Estate of ${r.deceasedName ?? ''}`,
            },
            ...kind.columns.slice(1),
          ],
    [kind.columns, kind.estateColumn, estateId, isPlatform],
  );
  const actions = useMemo(
    () =>
      manages
        ? {
            nameOf: kind.nameOf,
            onEdit: setEditing,
            onDelete: setDeleting,
            canEdit: kind.canEdit,
            canDelete: kind.canDelete,
            deleteVerb: kind.deleteVerb,
            extra: kind.rowActions,
          }
        : undefined,
    [manages, kind.nameOf, kind.canEdit, kind.canDelete, kind.deleteVerb, kind.rowActions],
  );

  const data = records.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const { sort, order } = list.query;

  return (
    <div className="space-y-6">
      {heading || manages ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading ?? <span />}
          {manages ? (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" className="size-4" />
              {texts.add}
            </Button>
          ) : null}
        </div>
      ) : null}

      {kind.cards && data ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {kind.cards(data.summary).map((card) => (
            <StatCard key={card.label} label={card.label} value={card.value} icon={card.icon} />
          ))}
        </div>
      ) : null}
      {kind.afterCards && data ? kind.afterCards(data.summary) : null}

      <FilterBar
        search={{
          id: `${filtersId}-search`,
          label: kind.search.label,
          placeholder: kind.search.placeholder,
          value: list.search,
          onChange: list.setSearch,
        }}
        filtersId={`${filtersId}-filters`}
        defaultOpen={list.isFiltered}
        filters={
          <>
            {extraFilters}
            {kind.filters?.map((f) => (
              <SelectField
                key={f.name}
                label={f.label}
                value={list.query.filters[f.name] ?? ''}
                onChange={(e) => list.setFilter(f.name, e.target.value)}
              >
                <option value="">{f.all}</option>
                {(typeof f.options === 'function' ? f.options(data?.summary) : f.options).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </SelectField>
            ))}
            <SelectField
              label="Sort by"
              value={`${sort}:${order}`}
              onChange={(e) => {
                const [nextSort = kind.defaultSort, nextOrder] = e.target.value.split(':');
                list.setSort(nextSort, nextOrder === 'desc' ? 'desc' : 'asc');
              }}
            >
              {kind.sorts.flatMap((s) =>
                (['asc', 'desc'] as const).map((o) => (
                  <option key={`${s.value}:${o}`} value={`${s.value}:${o}`}>
                    {s.label} ({o === 'asc' ? 'ascending' : 'descending'})
                  </option>
                )),
              )}
            </SelectField>
          </>
        }
      />

      {kind.renderItems && data?.items.length && !records.isError ? (
        kind.renderItems(data.items, actions)
      ) : (
        <DataTable
          label={texts.plural}
          columns={columns}
          rows={data?.items}
          sort={{ sort, order }}
          onSortChange={list.setSort}
          actions={actions}
          isPending={records.isPending}
          error={records.isError ? texts.loadFailed : null}
          errorTitle={texts.loadFailedTitle}
          onRetry={() => void records.refetch()}
          empty={{
            title: texts.empty,
            hint: list.isFiltered ? 'Try adjusting your search or filters' : texts.emptyHint,
          }}
        />
      )}

      {data && pages > 1 ? (
        <Pagination page={data.page} pages={pages} onPageChange={(next) => list.setPage(next, data)}>
          Page {data.page} of {pages} · {data.total} {texts.plural.toLowerCase()}
        </Pagination>
      ) : null}

      {editing === 'new' && kind.addDialog ? (
        kind.addDialog({ onClose: closeForm })
      ) : editing ? (
        <RecordFormDialog
          kind={kind}
          record={editing === 'new' ? undefined : editing}
          latest={editing === 'new' ? undefined : data?.items.find((r) => r.id === editing.id)}
          initial={editing === 'new' && !isOpenFormDone ? openForm?.values : undefined}
          estateId={estateId}
          estateOptions={estateOptions}
          onClose={closeForm}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`${kind.deleteVerb ?? 'Delete'} ${kind.nameOf(deleting)}`}
          message={kind.confirmDelete?.(deleting) ?? texts.confirmDelete}
          {...(kind.deleteVerb
            ? { confirmLabel: kind.deleteVerb, busyLabel: `${kind.deleteVerb.replace(/e$/, '')}ing...` }
            : {})}
          isBusy={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(
              { estateId: deleting.estateId, id: deleting.id, version: versionOf(kind.resource, deleting) },
              {
                onSuccess: () => toast.success(texts.deleted),
                onError: (error) => toast.error(messageOf(error, texts.deleteFailed)),
                onSettled: () => setDeleting(null),
              },
            )
          }
        />
      ) : null}
    </div>
  );
}

const estateChoice = z.object({ estateId: z.string().min(1, { message: 'Please choose an estate' }) });
const noEstate = z.object({ estateId: z.string() });

/**
 * The add or edit dialog of a kind ("Add Asset" / "Edit Asset"). The estate is the list's, the
 * record's, or chosen on the form when the list spans estates; a platform record has none.
 */
export function RecordFormDialog<T extends Row, S, V extends FieldValues, O>({
  kind,
  record,
  latest,
  initial,
  estateId,
  estateOptions,
  onClose,
}: {
  kind: RecordKind<T, S, V, O>;
  record: T | undefined;
  /**
   * The record as its list shows it now (refetched live when someone else changes it, decision 062):
   * newer than the one being edited, the form says so at once and offers to review their change.
   */
  latest?: T | undefined;
  /** A new record's values over the kind's blank. */
  initial?: DefaultValues<V> | undefined;
  estateId: string | undefined;
  estateOptions: readonly Option[];
  onClose: () => void;
}) {
  const save = useSaveRecord(kind.resource);
  const saveWithFile = useSaveRecordWithFile(kind.resource);
  // The version this form edits: the record as opened, or as the other person saved it once the
  // person has seen their change in the conflict dialog (decision 060).
  const [base, setBase] = useState<T | undefined>(record);
  // One key for a new record's form (decision 061): Save pressed again after an answer that never
  // arrived is answered the first save, and adds nothing twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [conflict, setConflict] = useState<{
    theirs: T;
    changes: FieldChange[];
    mine: Record<string, unknown>;
    changedBy: string | null;
    changedAt: string | null;
  } | null>(null);
  // The file is sent as soon as it is chosen (decision 049); the record is saved with its id.
  const uploads = useStagedUploads();
  const queryClient = useQueryClient();
  const { viewRole } = useViewRole();
  const isPlatform = Boolean(kind.resource.base);
  const form = useZodForm({
    schema: (isPlatform ? noEstate : estateChoice).and(kind.schema),
    defaultValues: {
      ...(record ? kind.toForm(record) : { ...kind.blank, ...initial }),
      estateId: record?.estateId ?? estateId ?? '',
      // The spread of a generic DefaultValues<V> is not seen as one of V & { estateId }.
    } as unknown as DefaultValues<V & { estateId: string }>,
  });
  const choosesEstate = !record && !estateId && !isPlatform;
  const kindFields = typeof kind.fields === 'function' ? kind.fields(record) : kind.fields;
  const fields: AnyFieldSpec<V & { estateId: string }>[] = choosesEstate
    ? [
        {
          name: 'estateId' as Path<V & { estateId: string }>,
          label: 'Estate',
          kind: 'select',
          required: true,
          placeholder: 'Select an estate',
          options: estateOptions,
          wide: true,
        },
        ...kindFields,
      ]
    : [...kindFields];
  const saveLabel = kind.saveLabel ?? `Save ${kind.texts.singular}`;
  const formOf = (row: T) =>
    ({ ...kind.toForm(row), estateId: row.estateId ?? estateId ?? '' }) as unknown as V & {
      estateId: string;
    };

  /** Saves the form's values against `version` (none for a new record), with its file if one was chosen. */
  const send = async (
    { estateId: target, ...input }: Record<string, unknown>,
    version: number | undefined,
  ) => {
    const where = {
      estateId: isPlatform ? undefined : (target as string),
      id: record?.id,
      version,
      // A new record's key; for a record with a file, its new file's (a PUT takes none).
      idempotencyKey,
      input: input as O,
    };
    const refused = kind.refuseBeforeSave?.(input, {
      estateId: target as string,
      record,
      queryClient,
      role: viewRole,
    });
    if (refused)
      throw new ApiError({
        status: 400,
        code: 'VALIDATION',
        serverMessage: refused.message,
        issues: [refused],
      });
    const [uploadId] = uploads.uploadIds;
    if (!uploadId) {
      if (kind.upload?.required && !record)
        throw new ApiError({
          status: 400,
          code: 'VALIDATION',
          serverMessage: `Please choose a file: ${kind.upload.hint}`,
        });
      return save.mutateAsync(where);
    }
    const answer = await saveWithFile.mutateAsync({ ...where, uploadId });
    kind.upload?.onUploaded?.(answer);
  };

  /** Saves `values` over the other person's version (their change has been seen); the form shows them. */
  const saveOver = async (values: Record<string, unknown>, theirs: T) => {
    setBase(theirs);
    setConflict(null);
    form.reset(values as unknown as V & { estateId: string });
    try {
      await send(values, versionOf(kind.resource, theirs));
    } catch (error) {
      applyServerErrors(form, error, kind.texts.saveFailed);
      return;
    }
    uploads.reset();
    toast.success(kind.texts.updated);
    onClose();
  };

  return (
    <FormDialog
      form={form}
      title={record ? kind.texts.edit : kind.texts.add}
      submitLabel={record ? `Update ${kind.texts.singular}` : saveLabel}
      success={record ? kind.texts.updated : kind.texts.created}
      failure={kind.texts.saveFailed}
      onClose={onClose}
      uploads={kind.upload ? uploads : undefined}
      onSubmit={async (values) => {
        try {
          await send(values, versionOf(kind.resource, base));
        } catch (error) {
          const stale = conflictOf(error);
          const theirs = stale && base ? kind.resource.item.safeParse(stale.current) : undefined;
          if (!stale || !base || !theirs?.success) throw error;
          setConflict({
            theirs: theirs.data,
            mine: values,
            changes: changedFields(
              conflictFields(kindFields),
              kind.toForm(base),
              kind.toForm(theirs.data),
              values,
            ),
            changedBy: stale.changedBy?.name ?? null,
            changedAt: stale.changedAt,
          });
          return STAY_OPEN;
        }
      }}
    >
      {base &&
      latest &&
      (versionOf(kind.resource, latest) ?? 0) > (versionOf(kind.resource, base) ?? 0) &&
      !conflict ? (
        <Alert tone="info">
          <span>Someone else changed this {kind.texts.singular.toLowerCase()} after you opened it. </span>
          <button
            type="button"
            className={cn('font-medium underline', focusRing)}
            onClick={() => {
              const mine = form.getValues() as Record<string, unknown>;
              setConflict({
                theirs: latest,
                mine,
                changes: changedFields(
                  conflictFields(kindFields),
                  kind.toForm(base),
                  kind.toForm(latest),
                  mine,
                ),
                changedBy: null,
                changedAt: null,
              });
            }}
          >
            Review their changes
          </button>
        </Alert>
      ) : null}
      {conflict ? (
        <ConflictDialog
          changes={conflict.changes}
          changedBy={conflict.changedBy}
          changedAt={conflict.changedAt}
          onClose={() => setConflict(null)}
          onTakeTheirs={() => {
            setBase(conflict.theirs);
            form.reset(formOf(conflict.theirs));
            setConflict(null);
          }}
          onKeepMine={() => void saveOver(conflict.mine, conflict.theirs)}
          onSaveChoices={(choices) =>
            void saveOver(mergeChoices(conflict.mine, kind.toForm(conflict.theirs), choices), conflict.theirs)
          }
        />
      ) : null}
      <FormFields form={form} fields={fields} />
      {kind.upload ? (
        <FilePicker
          variant="field"
          uploads={uploads}
          label={kind.upload.label(record)}
          hint={kind.upload.hint}
          extensions={kind.upload.extensions}
          typesText={kind.upload.typesText}
          maxFiles={1}
          maxBytes={kind.upload.maxBytes}
          listLabel="File chosen"
          formatSize={formatBytes}
        />
      ) : null}
    </FormDialog>
  );
}

/** The fields of a form as the conflict dialog names them: each field, those of groups included. */
function conflictFields<V extends FieldValues>(specs: readonly AnyFieldSpec<V>[]): ConflictField[] {
  return specs.flatMap((spec): ConflictField[] => {
    if ('legend' in spec)
      return spec.fields.map((f) => ({ name: f.name, label: f.label, options: f.options }));
    if ('render' in spec) return [];
    return [{ name: spec.name, label: spec.label, options: spec.options }];
  });
}
