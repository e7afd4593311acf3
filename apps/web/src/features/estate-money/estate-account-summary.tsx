import {
  accountCorrections,
  formatBasisPoints,
  type AccountCorrection,
  type EstateAccount,
} from '@estate/domain';
import { useMemo } from 'react';
import { Alert } from '@/components/ui/alert';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { LoadError } from '@/components/ui/list-states';
import { LoadingState } from '@/components/ui/loading-state';
import { messageOf } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatCents, formatDate } from '@/lib/format';
import { useEstateAccount } from './api/estate-account';

/** An amount, red when below zero (an estate that owes more than it has). */
function Money({ cents, className }: { cents: number; className?: string }) {
  return <span className={cn(cents < 0 && 'text-red-700', className)}>{formatCents(cents)}</span>;
}

type Share = EstateAccount['residuaryBeneficiaries'][number];

const beneficiaryIdOf = (share: Share) => share.beneficiaryId;

/** Each residuary beneficiary's share, paid, proposed and remaining, over a row of totals. */
function shareColumns(account: EstateAccount): DataColumn<Share>[] {
  /** An amount of each share, right-aligned, over its total. */
  const moneyColumn = (id: string, header: string, pick: (s: Share) => number): DataColumn<Share> => ({
    id,
    header,
    align: 'right',
    cell: (s) => <Money cents={pick(s)} />,
    footer: <Money cents={account.residuaryBeneficiaries.reduce((sum, s) => sum + pick(s), 0)} />,
  });
  return [
    {
      id: 'beneficiary',
      header: 'Beneficiary',
      isRowHeader: true,
      className: 'font-medium text-slate-900',
      cell: (s) => s.fullName,
      footer: 'Total',
    },
    {
      id: 'share',
      header: 'Share',
      align: 'right',
      cell: (s) => s.sharePercent,
      footer: formatBasisPoints(account.shareBasisPointsTotal),
    },
    moneyColumn('shareOfResidue', 'Share of residue', (s) => s.shareCents),
    moneyColumn('paid', 'Paid', (s) => s.paidCents),
    moneyColumn('proposed', 'Proposed', (s) => s.proposedCents),
    { ...moneyColumn('remaining', 'Remaining', (s) => s.remainingCents), className: 'font-medium' },
  ];
}

const correctionIdOf = (c: AccountCorrection) => c.id;

/** The account's corrections (decision 070): each reversal, what it reverses and why. */
const correctionColumns: DataColumn<AccountCorrection>[] = [
  { id: 'date', header: 'Date', cell: (c) => formatDate(c.date) },
  { id: 'section', header: 'In', cell: (c) => c.section },
  {
    id: 'reverses',
    header: 'Reverses',
    isRowHeader: true,
    className: 'font-medium text-slate-900',
    cell: (c) => (c.reversesDate ? `${c.reverses}, ${formatDate(c.reversesDate)}` : c.reverses),
  },
  { id: 'reason', header: 'Reason', cell: (c) => c.reason },
  { id: 'amount', header: 'Amount', align: 'right', cell: (c) => <Money cents={c.amountCents} /> },
];

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
  const columns = useMemo(() => shareColumns(account), [account]);
  const corrections = useMemo(() => accountCorrections(account), [account]);
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

      <DataTable
        label="Residuary shares"
        columns={columns}
        rows={shares}
        rowId={beneficiaryIdOf}
        empty={{
          title: 'No beneficiary has a share of the residue yet',
          hint: "Record each residuary beneficiary's share on the Beneficiaries screen to see it split here.",
        }}
      />

      {shares.length > 0 && !account.sharesComplete ? (
        <Alert tone="info">
          The shares recorded add up to {formatBasisPoints(account.shareBasisPointsTotal)}, not 100%, so they
          do not divide the whole residue.
        </Alert>
      ) : null}
      {corrections.length > 0 ? (
        <div className="space-y-2">
          <h3 className="font-semibold text-slate-900">Corrections</h3>
          <p className="text-sm text-slate-700">
            Each reversal corrects an earlier entry. Both entries stay in the account, and every total above
            nets them.
          </p>
          <DataTable
            label="Corrections"
            columns={correctionColumns}
            rows={corrections}
            rowId={correctionIdOf}
            empty={{ title: 'No corrections' }}
          />
        </div>
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
