import {
  adminInstitutionInputSchema,
  adminInstitutionSchema,
  centsToDollars,
  DEFAULT_REPLY_BUSINESS_DAYS,
  DEFAULT_SMALL_ESTATE_LIMIT_CENTS,
  dollarsToCents,
  INSTITUTION_CATEGORIES,
  LETTER_TEXTS,
  SMALL_ESTATE_REQUIREMENTS,
  type AdminInstitution,
} from '@estate/domain';
import { useState } from 'react';
import { z } from 'zod';
import { CheckboxesField } from '@/components/form/form-fields';
import { emptyAsNull, useZodForm } from '@/components/form/use-zod-form';
import { FormDialog } from '@/components/form/zod-form';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { conflictOf } from '@/lib/api-client';
import { useCreateAdminInstitution } from '../api/create-admin-institution';
import { useUpdateAdminInstitution } from '../api/update-admin-institution';

/**
 * The directory's fields, with the small-estate limit typed in dollars ("40000", "$40,000.00") and
 * turned into cents by string arithmetic (`dollarsToCents`), never through a float. A postal address
 * comes with where it was found (decision 077); the API refuses it without one too.
 */
const institutionFormSchema = adminInstitutionInputSchema
  .omit({ smallEstateLimitCents: true })
  .extend({
    smallEstateLimit: z
      .string()
      .trim()
      .min(1, { message: 'Please enter the limit in dollars' })
      .refine((v) => !v.startsWith('-'), { message: 'The limit cannot be negative' })
      .refine((v) => v.startsWith('-') || dollarsToCents(v) !== null, {
        message: 'Please enter the limit in dollars, like 40000 or $40,000',
      })
      .transform((v) => dollarsToCents(v) ?? 0)
      .refine((cents) => cents <= 100_000_000, { message: 'Please enter at most $1,000,000' }),
  })
  .superRefine((v, ctx) => {
    if (v.postalAddress && !v.postalAddressSource)
      ctx.addIssue({ code: 'custom', path: ['postalAddressSource'], message: LETTER_TEXTS.sourceRequired });
  });

/**
 * Add an institution, or edit one (`institution` given): name, category, contact details, and its
 * rules: the reply time chasing counts (business days) and its small-estate (s65) release rule.
 */
export function InstitutionFormDialog({
  institution,
  onClose,
}: {
  institution: AdminInstitution | null;
  onClose: () => void;
}) {
  const create = useCreateAdminInstitution();
  const update = useUpdateAdminInstitution();
  // The version this form saves against (decision 060). A save refused as stale keeps the form
  // open with everything typed and says who changed it; the form then stands on their version,
  // so saving again keeps these values.
  const [version, setVersion] = useState(institution?.version);
  const form = useZodForm({
    schema: institutionFormSchema,
    defaultValues: institution
      ? {
          name: institution.name,
          category: institution.category,
          notificationEmail: institution.notificationEmail,
          postalAddress: institution.postalAddress,
          postalAddressSource: institution.postalAddressSource,
          logoUrl: institution.logoUrl,
          retired: institution.retired,
          replyBusinessDays: institution.replyBusinessDays,
          smallEstateLimit: centsToDollars(institution.smallEstateRule.limitCents),
          smallEstateRequirements: institution.smallEstateRule.requirements,
          smallEstateNote: institution.smallEstateRule.note,
        }
      : {
          name: '',
          notificationEmail: null,
          postalAddress: null,
          postalAddressSource: null,
          logoUrl: null,
          retired: false,
          replyBusinessDays: DEFAULT_REPLY_BUSINESS_DAYS,
          smallEstateLimit: centsToDollars(DEFAULT_SMALL_ESTATE_LIMIT_CENTS),
          smallEstateRequirements: [],
          smallEstateNote: null,
        },
  });
  const name = form.watch('name').trim();
  return (
    <FormDialog
      form={form}
      title={institution ? `Edit ${institution.name}` : 'Add institution'}
      description="Notifications go to the email address when there is one; otherwise a letter is queued for posting."
      submitLabel="Save"
      success={institution ? `${name} updated` : `${name} added`}
      failure="The institution could not be saved. Please try again."
      onSubmit={({ smallEstateLimit, ...rest }) => {
        const input = { ...rest, smallEstateLimitCents: smallEstateLimit };
        if (!institution) return create.mutateAsync(input);
        return update
          .mutateAsync({
            id: institution.institutionId,
            version: version ?? institution.version,
            changes: input,
          })
          .catch((error: unknown) => {
            const theirs = adminInstitutionSchema.safeParse(conflictOf(error)?.current);
            if (theirs.success) setVersion(theirs.data.version);
            throw error;
          });
      }}
      onClose={onClose}
    >
      <TextField label="Name" required {...form.field('name')} />
      <SelectField label="Category" required {...form.field('category')}>
        <option value="">Select category</option>
        {INSTITUTION_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Notification email"
        type="email"
        {...form.field('notificationEmail', { setValueAs: emptyAsNull })}
      />
      <TextareaField
        label="Postal address"
        rows={3}
        hint="Only an address found on the organisation's own website or letters; never a guess."
        {...form.field('postalAddress', { setValueAs: emptyAsNull })}
      />
      <TextField
        label="Where the address was found"
        hint="Required with an address: the page it is on and the date you checked, for example https://www.example.co.nz/contact, 7 December 2026."
        {...form.field('postalAddressSource', { setValueAs: emptyAsNull })}
      />
      <TextField
        label="Logo URL (optional)"
        type="url"
        {...form.field('logoUrl', { setValueAs: emptyAsNull })}
      />
      <TextField
        label="Expected reply time (business days)"
        type="number"
        inputMode="numeric"
        min={1}
        max={60}
        required
        hint="New Zealand business days to acknowledge a notification; one reminder is sent after that."
        {...form.field('replyBusinessDays')}
      />
      <TextField
        label="Small-estate limit (NZD)"
        inputMode="decimal"
        required
        hint="What it releases without probate (Administration Act 1969 s65): $40,000 by default since 24 September 2025."
        {...form.field('smallEstateLimit')}
      />
      <CheckboxesField
        form={form}
        name="smallEstateRequirements"
        label="What it asks for to release without probate"
        options={SMALL_ESTATE_REQUIREMENTS}
      />
      <TextareaField
        label="Small-estate note (optional)"
        rows={2}
        {...form.field('smallEstateNote', { setValueAs: emptyAsNull })}
      />
      <CheckboxField label="Retired (hidden from the form)" {...form.field('retired')} />
    </FormDialog>
  );
}
