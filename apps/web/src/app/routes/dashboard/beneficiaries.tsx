import { can, type BeneficiaryDto } from '@estate/domain';
import { Send } from 'lucide-react';
import { useState } from 'react';
import type { DataColumn } from '@/components/ui/data-table';
import { Button } from '@/components/ui/button';
import { beneficiaryKind } from '@/features/estate-records/beneficiaries';
import { CrossEstateRecordPage } from '@/features/estates/components/cross-estate-record-page';
import { InviteDialog } from '@/features/invitations/components/invite-dialog';
import { useViewRole } from '@/lib/view-role/use-view-role';

/**
 * "Invite to the platform": a beneficiary invitation for this person's address (decision 028), for
 * those who run estates, while the record has an email and is not yet verified.
 */
function InviteBeneficiaryButton({ beneficiary }: { beneficiary: BeneficiaryDto }) {
  const manages = can(useViewRole().viewRole, 'estate:manage');
  const [isOpen, setOpen] = useState(false);
  if (!manages || !beneficiary.email || beneficiary.status === 'verified') return null;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Invite ${beneficiary.fullName} to the platform`}
        onClick={() => setOpen(true)}
      >
        <Send aria-hidden="true" className="size-4" />
        Invite
      </Button>
      {isOpen ? (
        <InviteDialog
          role="beneficiary"
          defaults={{ estateId: beneficiary.estateId, email: beneficiary.email, name: beneficiary.fullName }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

/**
 * The kit's columns, with the name carrying the contact details (spec 3 §2 "name with contact")
 * instead of a separate Email column, and the invitation button last.
 */
const columns: DataColumn<BeneficiaryDto>[] = [
  {
    id: 'fullName',
    header: 'Name',
    sortable: true,
    cell: (b) => (
      <div className="space-y-0.5">
        <p className="font-medium text-slate-900">{b.fullName}</p>
        {b.email ? <p className="text-slate-700">{b.email}</p> : null}
        {b.phone ? <p className="text-slate-700">{b.phone}</p> : null}
      </div>
    ),
  },
  ...beneficiaryKind.columns.filter((c) => c.id !== 'fullName' && c.id !== 'email'),
  { id: 'invite', header: 'Invite', cell: (b) => <InviteBeneficiaryButton beneficiary={b} /> },
];

/** The estate kit's beneficiaries, across estates: the name with contact, and the invitation button. */
const crossEstateBeneficiaryKind = { ...beneficiaryKind, columns };

/**
 * /dashboard/beneficiaries (spec 3 §2 "Beneficiaries"): the beneficiaries of every estate I may see
 * (or of one), with contact, relationship, share and status (verified once they accept an
 * invitation, pending while one waits); search by name or relationship; Add Beneficiary (the
 * records kit's form, with the estate); Invite to the platform.
 */
export function BeneficiariesRoute() {
  return (
    <CrossEstateRecordPage
      kind={crossEstateBeneficiaryKind}
      title="Beneficiaries"
      subtitle="The people who inherit from your estates: their shares, how to reach them, and whether they have joined."
    />
  );
}
