import {
  ASSET_TYPES,
  LIABILITY_TYPES,
  nzDateText,
  PRODUCT_TYPES,
  centsToDollars,
  formatNzd,
  type EstateProposal,
} from '@estate/domain';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { LoadingState } from '@/components/ui/loading-state';
import { Panel } from '@/components/ui/panel';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { isApiError, messageOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDecideProposal, useEstateProposals } from '../api/estate-proposals';

const productLabel = (type: string) => PRODUCT_TYPES.find((p) => p.value === type)?.label ?? type;

/** "Savings account ****4821: $12,480.33 at 2 November 2026" (a debt: "owing $351.20"). */
function whatWasReported(p: EstateProposal): string {
  const what = [p.description ?? productLabel(p.type), p.reference].filter(Boolean).join(' ');
  const amount = `${p.balanceCents < 0 ? 'owing ' : ''}${formatNzd(Math.abs(p.balanceCents))}`;
  return `${what}: ${amount} at ${nzDateText(p.asAt)}`;
}

/** The organisations' proposals, grouped by organisation in the order they first answered. */
function byOrganisation(items: EstateProposal[]): [string, EstateProposal[]][] {
  const groups = new Map<string, EstateProposal[]>();
  for (const p of items) groups.set(p.organisation, [...(groups.get(p.organisation) ?? []), p]);
  return [...groups];
}

/**
 * Issue 44: what organisations reported holding, through NotifyFlow, on this estate's notifications:
 * "3 proposals from ANZ". Those who run the estate accept each as an asset or a liability (as
 * reported, or changed first), or reject it; an accepted one links to its record, which keeps the
 * organisation's answer as its evidence. Shown only once there is something to decide or to show.
 */
export function EstateProposalsPanel({ estateId }: { estateId: string }) {
  const proposals = useEstateProposals(estateId);
  const decide = useDecideProposal(estateId);
  const [editing, setEditing] = useState<EstateProposal | null>(null);
  const [rejecting, setRejecting] = useState<EstateProposal | null>(null);

  if (proposals.isPending) return <LoadingState label="Loading proposals…" />;
  if (proposals.isError)
    return (
      <Panel title="Proposals from organisations">
        <p className="text-sm text-red-700">
          {messageOf(proposals.error, 'The proposals could not be loaded.')}
        </p>
      </Panel>
    );
  if (proposals.data.length === 0) return null;

  const accept = (proposal: EstateProposal) =>
    decide.mutate(
      { proposal, verb: 'accept' },
      {
        onSuccess: (done) =>
          toast.success(`Added as ${done.becomes === 'asset' ? 'an asset' : 'a liability'}`),
        onError: (error) => toast.error(messageOf(error, 'The proposal could not be accepted.')),
      },
    );

  return (
    <Panel title="Proposals from organisations">
      <div className="space-y-5" aria-live="polite">
        {byOrganisation(proposals.data).map(([organisation, items]) => {
          const open = items.filter((p) => p.proposal === 'proposed').length;
          const headingId = `proposals-${organisation.replace(/\W+/g, '-')}`;
          return (
            <section key={organisation} aria-labelledby={headingId} className="space-y-2">
              <h3 id={headingId} className="font-semibold text-slate-900">
                {open
                  ? `${open} ${open === 1 ? 'proposal' : 'proposals'} from ${organisation}`
                  : `From ${organisation}`}
              </h3>
              <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
                {items.map((p) => (
                  <li key={p.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3 text-sm">
                    <div className="min-w-0 flex-1">
                      <p className="font-medium break-words text-slate-900">{whatWasReported(p)}</p>
                      <p className="text-slate-600">
                        {p.becomes === 'asset' ? 'An asset' : 'A liability'} · {p.referenceCode} · answered{' '}
                        {nzDateText(p.answeredAt)}
                        {p.releasableWithoutGrant
                          ? ` · releases without a grant${p.releaseLimitCents !== null ? ` up to ${formatNzd(p.releaseLimitCents)}` : ''}`
                          : ''}
                      </p>
                    </div>
                    {p.proposal === 'proposed' ? (
                      <div className="flex flex-wrap gap-2">
                        <Button
                          size="sm"
                          disabled={decide.isPending}
                          onClick={() => accept(p)}
                          aria-label={`Accept ${whatWasReported(p)}`}
                        >
                          Accept
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={decide.isPending}
                          onClick={() => setEditing(p)}
                          aria-label={`Edit and accept ${whatWasReported(p)}`}
                        >
                          Edit and accept
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={decide.isPending}
                          onClick={() => setRejecting(p)}
                          aria-label={`Reject ${whatWasReported(p)}`}
                        >
                          Reject
                        </Button>
                      </div>
                    ) : p.proposal === 'accepted' ? (
                      <span className="flex items-center gap-2">
                        <Badge tone="success">Accepted</Badge>
                        <TextLink to={`${paths.dashboard.estate.href({ id: estateId })}?tab=assets`}>
                          See it in Assets &amp; Debts
                        </TextLink>
                      </span>
                    ) : (
                      <Badge tone="warning">Rejected</Badge>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      {editing ? (
        <EditAndAccept estateId={estateId} proposal={editing} onClose={() => setEditing(null)} />
      ) : null}
      {rejecting ? (
        <ConfirmDialog
          title="Reject this proposal?"
          message={`${whatWasReported(rejecting)} will not be added to the estate. The organisation's answer keeps it, marked rejected.`}
          confirmLabel="Reject"
          busyLabel="Rejecting…"
          isBusy={decide.isPending}
          onConfirm={() =>
            decide.mutate(
              { proposal: rejecting, verb: 'reject' },
              {
                onSuccess: () => {
                  toast.success('Proposal rejected');
                  setRejecting(null);
                },
                onError: (error) => toast.error(messageOf(error, 'The proposal could not be rejected.')),
              },
            )
          }
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </Panel>
  );
}

/** Accepting with the name, type or amount changed first; the server's 400 shows beside its field. */
function EditAndAccept({
  estateId,
  proposal,
  onClose,
}: {
  estateId: string;
  proposal: EstateProposal;
  onClose: () => void;
}) {
  const decide = useDecideProposal(estateId);
  const [name, setName] = useState(proposal.suggested.name);
  const [type, setType] = useState(proposal.suggested.type);
  const [amount, setAmount] = useState(centsToDollars(Math.abs(proposal.balanceCents)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const types = proposal.becomes === 'asset' ? ASSET_TYPES : LIABILITY_TYPES;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    decide.mutate(
      { proposal, verb: 'accept', edits: { name, type, amount } },
      {
        onSuccess: () => {
          toast.success(`Added as ${proposal.becomes === 'asset' ? 'an asset' : 'a liability'}`);
          onClose();
        },
        onError: (error) => {
          const issues = isApiError(error) ? (error.issues ?? []) : [];
          if (issues.length) setErrors(Object.fromEntries(issues.map((i) => [i.path, i.message])));
          else toast.error(messageOf(error, 'The proposal could not be accepted.'));
        },
      },
    );
  };

  return (
    <Dialog
      title={proposal.becomes === 'asset' ? 'Accept as an asset' : 'Accept as a liability'}
      description={`Reported by ${proposal.organisation}: ${whatWasReported(proposal)}.`}
      onClose={onClose}
    >
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        <TextField
          label="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
          required
        />
        <SelectField label="Type" value={type} onChange={(e) => setType(e.target.value)} error={errors.type}>
          {types.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label={proposal.becomes === 'asset' ? 'Value at the date of death ($)' : 'Amount owed ($)'}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount ?? errors.value}
        />
        <DialogActions
          onCancel={onClose}
          submitLabel="Accept"
          busyLabel="Accepting…"
          isBusy={decide.isPending}
        />
      </form>
    </Dialog>
  );
}
