import { formatBasisPoints, type EstateAccount } from '@estate/domain';
import { Alert } from '@/components/ui/alert';
import { TableHead, TableShell, tableCell } from '@/components/ui/data-table';
import { EmptyListBox, LoadError } from '@/components/ui/list-states';
import { LoadingState } from '@/components/ui/loading-state';
import { messageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatCents } from '@/lib/format';
import { useEstateAccount } from './api/estate-account';

/** An amount, red when below zero (an estate that owes more than it has). */
function Money({ cents, className }: { cents: number; className?: string }) {
  return <span className={cn(cents < 0 && 'text-red-700', className)}>{formatCents(cents)}</span>;
}

const SHARE_COLUMNS = [
  'Beneficiary',
  { label: 'Share', align: 'right' },
  { label: 'Share of residue', align: 'right' },
  { label: 'Paid', align: 'right' },
  { label: 'Proposed', align: 'right' },
  { label: 'Remaining', align: 'right' },
] as const;

/**
 * The residue and each residuary beneficiary's share of it, from the estate account (GET
 * /api/estates/:estateId/account): share %, share in dollars, paid and proposed interim, final and
 * residuary distributions, and what remains. The numbers are the statement PDF's. For those who run
 * the estate (the account is `estate:manage`).
 */
export function EstateAccountSummary({ estateId }: { estateId: string }) {
  const account = useEstateAccount(estateId);
  if (account.isPending) return <LoadingState label="Loading the estate account..." showLabel />;
  if (account.isError) {
    return (
      <LoadError onRetry={() => void account.refetch()}>
        {messageOf(account.error, 'Failed to load the estate account.')}
      </LoadError>
    );
  }
  return <AccountSummary account={account.data} />;
}

function AccountSummary({ account }: { account: EstateAccount }) {
  const specific = account.distributions.specificLegacies;
  const shares = account.residuaryBeneficiaries;
  const total = (pick: (s: (typeof shares)[number]) => number) => shares.reduce((sum, s) => sum + pick(s), 0);
  return (
    <div className="space-y-4">
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <dt className="text-sm font-medium text-slate-700">Residue</dt>
          <dd className="mt-2 text-2xl font-bold tracking-tight text-slate-900">
            <Money cents={account.residueCents} />
          </dd>
          <dd className="mt-1 text-xs text-slate-600">
            Assets less liabilities, plus income less expenses, less specific legacies
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <dt className="text-sm font-medium text-slate-700">Specific legacies</dt>
          <dd className="mt-2 text-2xl font-bold tracking-tight text-slate-900">
            <Money cents={specific.paidCents + specific.proposedCents} />
          </dd>
          <dd className="mt-1 text-xs text-slate-600">
            {formatCents(specific.paidCents)} paid, {formatCents(specific.proposedCents)} proposed
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <dt className="text-sm font-medium text-slate-700">Residue still to distribute</dt>
          <dd className="mt-2 text-2xl font-bold tracking-tight text-slate-900">
            <Money cents={account.residueRemainingCents} />
          </dd>
          <dd className="mt-1 text-xs text-slate-600">After distributions paid and proposed</dd>
        </div>
      </dl>

      {shares.length === 0 ? (
        <EmptyListBox
          title="No beneficiary has a share of the residue yet"
          hint="Record each residuary beneficiary's share on the Beneficiaries screen to see it split here."
        />
      ) : (
        <TableShell label="Residuary shares">
          <TableHead columns={SHARE_COLUMNS} />
          <tbody className="divide-y divide-slate-200">
            {shares.map((s) => (
              <tr key={s.beneficiaryId}>
                <th scope="row" className={cn(tableCell, 'text-left font-medium text-slate-900')}>
                  {s.fullName}
                </th>
                <td className={cn(tableCell, 'text-right')}>{s.sharePercent}</td>
                <td className={cn(tableCell, 'text-right')}>
                  <Money cents={s.shareCents} />
                </td>
                <td className={cn(tableCell, 'text-right')}>
                  <Money cents={s.paidCents} />
                </td>
                <td className={cn(tableCell, 'text-right')}>
                  <Money cents={s.proposedCents} />
                </td>
                <td className={cn(tableCell, 'text-right font-medium')}>
                  <Money cents={s.remainingCents} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="bg-slate-50 font-semibold text-slate-900">
            <tr>
              <th scope="row" className={cn(tableCell, 'text-left')}>
                Total
              </th>
              <td className={cn(tableCell, 'text-right')}>
                {formatBasisPoints(account.shareBasisPointsTotal)}
              </td>
              <td className={cn(tableCell, 'text-right')}>
                <Money cents={total((s) => s.shareCents)} />
              </td>
              <td className={cn(tableCell, 'text-right')}>
                <Money cents={total((s) => s.paidCents)} />
              </td>
              <td className={cn(tableCell, 'text-right')}>
                <Money cents={total((s) => s.proposedCents)} />
              </td>
              <td className={cn(tableCell, 'text-right')}>
                <Money cents={total((s) => s.remainingCents)} />
              </td>
            </tr>
          </tfoot>
        </TableShell>
      )}

      {shares.length > 0 && !account.sharesComplete ? (
        <Alert tone="info">
          The shares recorded add up to {formatBasisPoints(account.shareBasisPointsTotal)}, not 100%, so they
          do not divide the whole residue.
        </Alert>
      ) : null}
      {account.distributions.disputed.items.length > 0 ? (
        <Alert tone="info">
          {formatCents(account.distributions.disputed.totalCents)} in disputed distributions is not counted
          until the dispute is settled.
        </Alert>
      ) : null}
    </div>
  );
}
