import {
  ADMIN_NOTIFICATION_KINDS,
  BUSINESS_HOURS_ENDS,
  BUSINESS_HOURS_STARTS,
  centsToDollars,
  firmSettingsInputSchema,
  NOTIFICATION_KINDS,
  notificationKindPreferencesSchema,
  profileInputSchema,
  SETTINGS_TEXTS,
  TIME_ZONES,
  type FirmSettingsDto,
  type NotificationKindPreferences,
  type NotificationPreferencesDto,
  type ProfileDto,
} from '@estate/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Path } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { ConflictDialog } from '@/components/records/conflict-dialog';
import { conflictOf, isApiError, messageOf } from '@/lib/api-client';
import { changedFields, mergeChoices, type ConflictField, type FieldChange } from '@/lib/records/conflict';
import { meQueryKey } from '@/lib/auth/me-query';
import { cn } from '@/lib/cn';
import { updateMyFirmSettings } from '../api/firm-settings';
import { settingsKeys } from '../api/keys';
import { setMyNotificationPreferences } from '../api/notification-preferences';
import { updateMyProfile } from '../api/update-my-profile';

/** The page's one form: the profile, the notification switches and (a firm's lawyer) the firm. */
const settingsFormSchema = z.object({
  profile: profileInputSchema,
  preferences: notificationKindPreferencesSchema,
  firm: firmSettingsInputSchema.nullable(),
});
type SettingsValues = z.input<typeof settingsFormSchema>;
type FirmValues = NonNullable<SettingsValues['firm']>;

function valuesOf(
  profile: ProfileDto,
  preferences: NotificationKindPreferences,
  firm: FirmSettingsDto | null,
): SettingsValues {
  return {
    profile: {
      name: profile.name,
      email: profile.email,
      phone: profile.phone ?? '',
      timeZone: profile.timeZone as SettingsValues['profile']['timeZone'],
    },
    preferences: Object.fromEntries(
      Object.entries(preferences).filter(([key]) => key !== 'version'),
    ) as NotificationKindPreferences,
    firm: firm
      ? {
          name: firm.name,
          businessHoursStart: firm.businessHoursStart as FirmValues['businessHoursStart'],
          businessHoursEnd: firm.businessHoursEnd as FirmValues['businessHoursEnd'],
          defaultBillingRate: centsToDollars(firm.defaultBillingRateCents),
          gstNumber: firm.gstNumber ?? '',
        }
      : null,
  };
}

/** The fields of the two parts a colleague can change under you, as the conflict dialog names them. */
const CONFLICT_FIELDS: Record<'profile' | 'firm', ConflictField[]> = {
  profile: [
    { name: 'name', label: 'Full name' },
    { name: 'email', label: 'Email' },
    { name: 'phone', label: 'Phone' },
    { name: 'timeZone', label: 'Time zone' },
  ],
  firm: [
    { name: 'name', label: 'Firm name' },
    { name: 'gstNumber', label: 'GST number' },
    { name: 'businessHoursStart', label: 'Business hours start' },
    { name: 'businessHoursEnd', label: 'Business hours end' },
    { name: 'defaultBillingRate', label: 'Default billing rate per hour (NZD, excl. GST)' },
  ],
};

/** A save refused as stale, for the dialog: which part, its fields theirs beside yours, who and when. */
type SettingsConflict = {
  part: 'profile' | 'firm';
  theirs: Record<string, unknown>;
  mine: Record<string, unknown>;
  changes: FieldChange[];
  changedBy: string | null;
  changedAt: string | null;
};

/** The version a 412 says the record is at now (decision 060), if it says. */
const versionOfConflict = (error: unknown): number | undefined => {
  const theirs = z.object({ version: z.number() }).safeParse(conflictOf(error)?.current);
  return theirs.success ? theirs.data.version : undefined;
};

/**
 * Profile, Notification Preferences and Firm Settings, saved together by "Save Changes" (spec 3 §2).
 * A refused save keeps every edit on screen, with the server's message on the field it names.
 *
 * Each save is made against the version it was read at (decision 060): the profile and the
 * switches against the account's (one row: the switches follow the profile's save, at the version
 * it answered), the firm against the firm's. Refused as stale, the form says who changed it and
 * when, keeps everything typed, and stands on their version: saving again keeps these values.
 */
export function SettingsForm({
  profile,
  preferences,
  firm,
}: {
  profile: ProfileDto;
  preferences: NotificationPreferencesDto;
  firm: FirmSettingsDto | null;
}) {
  const queryClient = useQueryClient();
  // Read at different moments, the profile and the switches may name two versions of the account:
  // the older one, so a change in between is told rather than saved over.
  const versions = useRef({
    account: Math.min(profile.version, preferences.version),
    firm: firm?.version,
  });
  const [emailNotice, setEmailNotice] = useState<string | null>(null);
  const [conflict, setConflict] = useState<SettingsConflict | null>(null);
  /** The values each part was read at, so a conflict shows what the other person changed. */
  const opened = useRef(valuesOf(profile, preferences, firm));
  const form = useZodForm({
    schema: settingsFormSchema,
    defaultValues: valuesOf(profile, preferences, firm),
  });

  const submit = form.handleSubmit(async (values) => {
    let part: 'profile' | 'firm' | null = 'profile';
    try {
      const saved = await updateMyProfile(values.profile, versions.current.account);
      versions.current.account = saved.version;
      part = null;
      const savedPreferences = await setMyNotificationPreferences(values.preferences, saved.version);
      versions.current.account = savedPreferences.version;
      part = 'firm';
      const firmVersion = versions.current.firm ?? firm?.version;
      const savedFirm =
        values.firm && firmVersion !== undefined
          ? await updateMyFirmSettings(values.firm, firmVersion)
          : null;
      if (savedFirm) versions.current.firm = savedFirm.version;
      setEmailNotice(saved.emailChangeSentTo);
      opened.current = valuesOf(saved, savedPreferences, savedFirm);
      form.reset(opened.current);
      toast.success(SETTINGS_TEXTS.saved);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.root });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    } catch (error) {
      const stale = versionOfConflict(error);
      if (stale !== undefined) {
        // Someone changed it since it was read: say who (the server's words), keep what was typed,
        // and stand on their version; the page's other parts are read again.
        if (part === 'firm') versions.current.firm = stale;
        else versions.current.account = stale;
        form.setError('root.server', { message: messageOf(error, SETTINGS_TEXTS.saveFailed) });
        // Field by field, theirs beside yours (the profile or the firm: the part that was refused).
        const details = conflictOf(error);
        const current = details?.current;
        if (part && current && typeof current === 'object') {
          const theirs = (
            part === 'firm'
              ? valuesOf(profile, preferences, current as FirmSettingsDto).firm
              : valuesOf(current as ProfileDto, preferences, firm).profile
          ) as Record<string, unknown>;
          const mine = values[part] as Record<string, unknown>;
          setConflict({
            part,
            theirs,
            mine,
            changes: changedFields(CONFLICT_FIELDS[part], opened.current[part] ?? {}, theirs, mine),
            changedBy: details.changedBy?.name ?? null,
            changedAt: details.changedAt,
          });
        }
        toast.error(messageOf(error, SETTINGS_TEXTS.saveFailed));
        void queryClient.invalidateQueries({ queryKey: settingsKeys.root });
        return;
      }
      const issues = isApiError(error) ? (error.issues ?? []) : [];
      for (const issue of issues) {
        if (part) form.setError(`${part}.${issue.path}` as Path<SettingsValues>, { message: issue.message });
      }
      form.setError('root.server', { message: messageOf(error, SETTINGS_TEXTS.saveFailed) });
      toast.error(SETTINGS_TEXTS.saveFailed);
    }
  });
  const formError = form.formState.errors.root?.server?.message;

  /** The refused part's values become `next`, and (unless only taking theirs) are saved again. */
  const resolve = (next: Record<string, unknown>, save: boolean) => {
    if (!conflict) return;
    const { part, theirs } = conflict;
    opened.current = { ...opened.current, [part]: theirs };
    form.setValue(part, next as never, { shouldDirty: true });
    setConflict(null);
    if (save) void submit();
  };

  return (
    <>
      {conflict ? (
        <ConflictDialog
          changes={conflict.changes}
          changedBy={conflict.changedBy}
          changedAt={conflict.changedAt}
          onKeepMine={() => resolve(conflict.mine, true)}
          onTakeTheirs={() => resolve(conflict.theirs, false)}
          onSaveChoices={(choices) => resolve(mergeChoices(conflict.mine, conflict.theirs, choices), true)}
          onClose={() => setConflict(null)}
        />
      ) : null}
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
        <Panel title="Profile">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Full name" autoComplete="name" required {...form.field('profile.name')} />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              hint="A new address is changed once you open the link we email to it."
              {...form.field('profile.email')}
            />
            <TextField label="Phone" type="tel" autoComplete="tel" {...form.field('profile.phone')} />
            <SelectField label="Time zone" {...form.field('profile.timeZone')}>
              {TIME_ZONES.map((z) => (
                <option key={z.value} value={z.value}>
                  {z.label}
                </option>
              ))}
            </SelectField>
          </div>
          {emailNotice ? (
            <Alert tone="info" className="mt-4">
              {SETTINGS_TEXTS.emailChangeSent(emailNotice)}
            </Alert>
          ) : null}
        </Panel>

        <Panel title="Notification Preferences">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">How you are told about each kind of notification</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Notify me about
                </th>
                <th scope="col" className="w-20 py-2 text-center font-medium">
                  In app
                </th>
                <th scope="col" className="w-20 py-2 text-center font-medium">
                  Email
                </th>
              </tr>
            </thead>
            <tbody>
              {NOTIFICATION_KINDS.filter(
                // Security alerts go to administrators only, so only they are offered the choice.
                (kind) => profile.role === 'admin' || !ADMIN_NOTIFICATION_KINDS.includes(kind.value),
              ).map((kind) => (
                <tr key={kind.value} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-2 pr-4 font-normal text-slate-900">
                    {kind.label}
                  </th>
                  {(['inApp', 'email'] as const).map((channel) => (
                    <td key={channel} className="py-1 text-center">
                      {/* The label around the box is the tap target: 44 px square on phones. */}
                      <label className="inline-flex size-9 cursor-pointer items-center justify-center max-md:size-11">
                        <input
                          type="checkbox"
                          aria-label={`${kind.label}: ${channel === 'inApp' ? 'in app' : 'by email'}`}
                          className={cn('size-4 rounded border-slate-400 accent-blue-700', focusRing)}
                          {...form.register(`preferences.${kind.value}.${channel}`)}
                        />
                      </label>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Panel>

        {firm ? (
          <Panel title="Firm Settings">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Firm name" required {...form.field('firm.name')} />
              <TextField
                label="GST number"
                hint="8 or 9 digits, like 123-456-789; printed on the firm's estate statements and tax invoices."
                {...form.field('firm.gstNumber')}
              />
              <SelectField label="Business hours start" {...form.field('firm.businessHoursStart')}>
                {BUSINESS_HOURS_STARTS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </SelectField>
              <SelectField label="Business hours end" {...form.field('firm.businessHoursEnd')}>
                {BUSINESS_HOURS_ENDS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </SelectField>
              <TextField
                label="Default billing rate per hour (NZD, excl. GST)"
                inputMode="decimal"
                required
                {...form.field('firm.defaultBillingRate')}
              />
            </div>
          </Panel>
        ) : null}

        {formError ? <Alert>{formError}</Alert> : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </>
  );
}
