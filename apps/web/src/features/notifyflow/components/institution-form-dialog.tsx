import { adminInstitutionInputSchema, INSTITUTION_CATEGORIES, type AdminInstitution } from '@estate/domain';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiError, messageOf } from '@/lib/api-client';
import { useCreateAdminInstitution } from '../api/create-admin-institution';
import { useUpdateAdminInstitution } from '../api/update-admin-institution';
import { errorsByField } from './notification-draft';

/** Add an institution, or edit one (`institution` given): name, category and contact details. */
export function InstitutionFormDialog({
  institution,
  onClose,
}: {
  institution: AdminInstitution | null;
  onClose: () => void;
}) {
  const [name, setName] = useState(institution?.name ?? '');
  const [category, setCategory] = useState<string>(institution?.category ?? '');
  const [notificationEmail, setNotificationEmail] = useState(institution?.notificationEmail ?? '');
  const [postalAddress, setPostalAddress] = useState(institution?.postalAddress ?? '');
  const [logoUrl, setLogoUrl] = useState(institution?.logoUrl ?? '');
  const [retired, setRetired] = useState(institution?.retired ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const create = useCreateAdminInstitution();
  const update = useUpdateAdminInstitution();
  const isSaving = create.isPending || update.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBanner(null);
    const parsed = adminInstitutionInputSchema.safeParse({
      name,
      category,
      notificationEmail: notificationEmail.trim() || null,
      postalAddress: postalAddress.trim() || null,
      logoUrl: logoUrl.trim() || null,
      retired,
    });
    if (!parsed.success) {
      setErrors(errorsByField(parsed.error.issues));
      return;
    }
    setErrors({});
    const onError = (error: unknown) => {
      if (isApiError(error) && error.issues?.length) setErrors(errorsByField(error.issues));
      setBanner(messageOf(error, 'The institution could not be saved. Please try again.'));
    };
    if (institution) {
      update.mutate(
        { id: institution.institutionId, changes: parsed.data },
        {
          onSuccess: () => {
            toast.success(`${parsed.data.name} updated`);
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(parsed.data, {
        onSuccess: () => {
          toast.success(`${parsed.data.name} added`);
          onClose();
        },
        onError,
      });
    }
  };

  return (
    <Dialog
      title={institution ? `Edit ${institution.name}` : 'Add institution'}
      description="Notifications go to the email address when there is one; otherwise a letter is queued for posting."
      onClose={onClose}
    >
      {banner ? (
        <Alert className="mb-4">
          <p>{banner}</p>
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label="Name"
          name="name"
          required
          value={name}
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <SelectField
          label="Category"
          name="category"
          required
          value={category}
          error={errors.category}
          onChange={(e) => setCategory(e.target.value)}
        >
          <option value="">Select category</option>
          {INSTITUTION_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Notification email"
          name="notificationEmail"
          type="email"
          value={notificationEmail}
          error={errors.notificationEmail}
          onChange={(e) => setNotificationEmail(e.target.value)}
        />
        <TextareaField
          label="Postal address"
          name="postalAddress"
          rows={3}
          value={postalAddress}
          error={errors.postalAddress}
          onChange={(e) => setPostalAddress(e.target.value)}
        />
        <TextField
          label="Logo URL (optional)"
          name="logoUrl"
          type="url"
          value={logoUrl}
          error={errors.logoUrl}
          onChange={(e) => setLogoUrl(e.target.value)}
        />
        <CheckboxField
          label="Retired (hidden from the form)"
          name="retired"
          checked={retired}
          onChange={(e) => setRetired(e.target.checked)}
        />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
