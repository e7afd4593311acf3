import { STATEMENT_MAX_CHARS, type StatementPreview, type StatementRow } from '@estate/domain';
import { useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { Dialog } from '@/components/ui/dialog';
import { FilePicker } from '@/components/ui/file-picker';
import { CheckboxField } from '@/components/ui/form-field';
import { messageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatBytes, formatCents, formatDate } from '@/lib/format';
import { useImportStatement, usePreviewStatement } from '../api/import-statement';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';

/** A CSV of STATEMENT_MAX_CHARS characters is under this many bytes unless most are macrons. */
const MAX_BYTES = 1024 * 1024;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "+$12.34" for money in, "-$80.00" for money out, as the ledger shows them. */
function amountOf(row: StatementRow) {
  if (row.amountCents === null) return '—';
  const signed = row.type === 'expense' ? -row.amountCents : row.amountCents;
  return signed > 0 ? `+${formatCents(signed)}` : formatCents(signed);
}

const lineOf = (row: StatementRow) => String(row.line);

/**
 * The preview's columns: the line, its date, description and amount, and its check: its problems,
 * Ready, or for a duplicate a checkbox that imports it anyway (`anyway` holds those lines).
 */
function statementColumns(
  anyway: ReadonlySet<number>,
  setIncluded: (line: number, isIncluded: boolean) => void,
): DataColumn<StatementRow>[] {
  return [
    { id: 'line', header: 'Line', className: 'text-slate-700', cell: (row) => row.line },
    {
      id: 'date',
      header: 'Date',
      className: 'whitespace-nowrap',
      cell: (row) => (row.occurredOn ? formatDate(row.occurredOn) : '—'),
    },
    { id: 'description', header: 'Description', cell: (row) => row.description || '—' },
    { id: 'amount', header: 'Amount', align: 'right', className: 'whitespace-nowrap', cell: amountOf },
    {
      id: 'check',
      header: 'Check',
      cell: (row) =>
        row.errors.length ? (
          <span className="text-red-800">{row.errors.join('; ')}</span>
        ) : row.duplicate ? (
          <CheckboxField
            label={`Import line ${row.line} anyway (${row.duplicate === 'existing' ? 'already in the ledger' : 'repeated in this file'})`}
            checked={anyway.has(row.line)}
            onChange={(e) => setIncluded(row.line, e.target.checked)}
          />
        ) : (
          <span className="text-green-800">Ready</span>
        ),
    },
  ];
}

/**
 * Import statement: choose a bank statement CSV → its rows previewed (line, date, description,
 * amount; problems in red, duplicates in amber with "Import anyway") → "Import N transactions".
 * Nothing is saved until then; a file with any problem cannot be imported until it is fixed.
 */
export function StatementImportDialog({ estateId, onClose }: { estateId: string; onClose: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [file, setFile] = useState<{ csv: string; fileName: string } | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [anyway, setAnyway] = useState<ReadonlySet<number>>(new Set());
  const preview = usePreviewStatement(estateId);
  const importing = useImportStatement(estateId);
  const once = useIdempotencyKey();

  const choose = async (picked: File[]) => {
    setFiles(picked);
    setFile(null);
    setReadError(null);
    setAnyway(new Set());
    preview.reset();
    const [chosen] = picked;
    if (!chosen) return;
    const csv = await chosen.text();
    if (csv.length > STATEMENT_MAX_CHARS) {
      setReadError('The file is too large to import at once: split it into smaller statements.');
      return;
    }
    const input = { csv, fileName: chosen.name };
    setFile(input);
    preview.mutate(input);
  };

  const columns = useMemo(
    () =>
      statementColumns(anyway, (line, isIncluded) => {
        const next = new Set(anyway);
        if (isIncluded) next.add(line);
        else next.delete(line);
        setAnyway(next);
      }),
    [anyway],
  );

  const result: StatementPreview | undefined = preview.data;
  const count = (result?.importable ?? 0) + anyway.size;
  const canImport = Boolean(file && result && result.errors.length === 0 && count > 0);

  const confirm = () => {
    if (!file) return;
    once((idempotencyKey) =>
      importing.mutateAsync({ ...file, includeDuplicates: [...anyway], idempotencyKey }),
    ).then(
      ({ imported, skipped }) => {
        toast.success(`${plural(imported, 'transaction')} imported`, {
          description: skipped ? `${plural(skipped, 'duplicate')} left out.` : undefined,
        });
        onClose();
      },
      (error: unknown) => toast.error(messageOf(error, 'Failed to import the statement. Please try again.')),
    );
  };

  return (
    <Dialog
      title="Import bank statement"
      description="A CSV exported from the estate's bank account. Nothing is saved until you confirm."
      onClose={onClose}
      className="max-w-4xl"
    >
      <div className="space-y-4">
        <FilePicker
          variant="field"
          files={files}
          onChange={(picked) => void choose(picked.slice(-1))}
          label="Bank statement (CSV)"
          hint="The first line names the columns: date, description and amount (a reference or particulars column too, if there is one). Dates as DD/MM/YYYY or YYYY-MM-DD; money paid out is negative."
          extensions={['.csv']}
          mimeTypes={['text/csv']}
          typesText="CSV"
          maxFiles={1}
          maxBytes={MAX_BYTES}
          listLabel="Statement chosen"
          formatSize={formatBytes}
        />

        {readError ? <Alert>{readError}</Alert> : null}
        {preview.isError ? (
          <Alert>{messageOf(preview.error, 'The statement could not be read. Please try again.')}</Alert>
        ) : null}
        {preview.isPending ? <p className="text-sm text-slate-700">Reading the statement...</p> : null}

        {result ? (
          <>
            <p className="text-sm text-slate-800" role="status">
              {plural(result.rows.length, 'row')}: {result.importable} ready to import
              {result.duplicates ? `, ${plural(result.duplicates, 'duplicate')}` : ''}
              {result.errors.length ? `, ${plural(result.errors.length, 'problem')}` : ''}.
            </p>
            {result.errors.length ? (
              <Alert>
                Fix {result.errors.length === 1 ? 'this row' : 'these rows'} in the file and choose it again:
                <ul className="mt-1 list-disc pl-5">
                  {result.errors.slice(0, 10).map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                  {result.errors.length > 10 ? <li>and {result.errors.length - 10} more</li> : null}
                </ul>
              </Alert>
            ) : null}
            <DataTable
              label="Statement rows"
              isCompact
              columns={columns}
              rows={result.rows}
              rowId={lineOf}
              rowClassName={(row) =>
                cn(row.errors.length ? 'bg-red-50' : row.duplicate ? 'bg-amber-50' : undefined)
              }
            />
          </>
        ) : null}

        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={!canImport || importing.isPending}>
            {importing.isPending ? 'Importing...' : `Import ${plural(count, 'transaction')}`}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
