import { changePasswordSchema, describeUserAgent, SETTINGS_TEXTS, type ProfileDto } from '@estate/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import {
  confirmPasswordShape,
  NewPasswordFields,
  newPasswordsMatch,
} from '@/components/form/new-password-fields';
import { ZodForm } from '@/components/form/zod-form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { LoadingState } from '@/components/ui/loading-state';
import { Panel } from '@/components/ui/panel';
import { messageOf } from '@/lib/api-client';
import { meQueryKey } from '@/lib/auth/me-query';
import { formatDateTime } from '@/lib/format';
import { settingsKeys } from '../api/keys';
import { revokeOtherSessions, useMySessions } from '../api/my-sessions';
import { changePassword, disableTwoFactor, regenerateRecoveryCodes } from '../api/security';
import { RecoveryCodes } from './recovery-codes';
import { PasswordStep } from './password-step';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';

const passwordFormSchema = changePasswordSchema.extend(confirmPasswordShape).refine(...newPasswordsMatch);

function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useZodForm({
    schema: passwordFormSchema,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  return (
    <Dialog title="Change Password" description="You will be signed out everywhere else." onClose={onClose}>
      <ZodForm
        form={form}
        submitLabel="Change Password"
        busyLabel="Changing..."
        success={SETTINGS_TEXTS.passwordChanged}
        failure="Failed to change the password. Please try again."
        onSubmit={async ({ currentPassword, newPassword }) => {
          await changePassword({ currentPassword, newPassword });
          await queryClient.invalidateQueries({ queryKey: settingsKeys.sessions });
        }}
        onClose={onClose}
      >
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('currentPassword')}
        />
        <NewPasswordFields
          newPassword={form.field('newPassword')}
          confirmPassword={form.field('confirmPassword')}
        />
      </ZodForm>
    </Dialog>
  );
}

/** Asks for the password before a change to two-factor sign-in. */
function PasswordPromptDialog({
  title,
  submitLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  submitLabel: string;
  onConfirm: (password: string) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <Dialog title={title} onClose={onClose}>
      <PasswordStep submitLabel={submitLabel} onConfirm={onConfirm} onCancel={onClose} />
    </Dialog>
  );
}

type Open = null | 'password' | 'configure' | 'disable' | 'codes';

/*
 * Turning two-factor sign-in on or off and a new password each end every other session of the
 * person (the server does it; issue 41), and the toast says so; Active sessions is read again.
 */

/** Security (spec 3 §2): Change Password, Two-Factor Authentication, and where I am signed in. */
export function SecuritySection({ profile }: { profile: ProfileDto }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const sessions = useMySessions();
  const close = () => setOpen(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: settingsKeys.root }),
      queryClient.invalidateQueries({ queryKey: meQueryKey }),
    ]);
  const others = (sessions.data ?? []).filter((s) => !s.isCurrent).length;

  return (
    <Panel title="Security">
      <div className="divide-y divide-slate-200">
        <div className="flex flex-wrap items-center justify-between gap-3 pb-4">
          <div>
            <h3 className="font-medium text-slate-900">Change Password</h3>
            <p className="text-sm text-slate-700">
              Your current password is needed; you are signed out everywhere else.
            </p>
          </div>
          <Button variant="secondary" onClick={() => setOpen('password')}>
            Change Password
          </Button>
        </div>

        <div className="flex flex-wrap items-center justify-between gap-3 py-4">
          <div>
            <h3 className="font-medium text-slate-900">Two-Factor Authentication</h3>
            <p className="mt-1 text-sm text-slate-700">
              {profile.twoFactorEnabled ? (
                <Badge tone="success">{SETTINGS_TEXTS.twoFactorOn}</Badge>
              ) : (
                <Badge>{SETTINGS_TEXTS.twoFactorOff}</Badge>
              )}{' '}
              A code from an authenticator app when you sign in.
            </p>
          </div>
          {profile.twoFactorEnabled ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setOpen('codes')}>
                New recovery codes
              </Button>
              <Button variant="danger" onClick={() => setOpen('disable')}>
                Disable
              </Button>
            </div>
          ) : (
            <Button onClick={() => setOpen('configure')}>Configure</Button>
          )}
        </div>

        <div className="pt-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="font-medium text-slate-900">Active sessions</h3>
            <Button
              variant="secondary"
              size="sm"
              disabled={others === 0}
              onClick={() => {
                revokeOtherSessions().then(
                  async () => {
                    toast.success(SETTINGS_TEXTS.otherSessionsEnded);
                    await queryClient.invalidateQueries({ queryKey: settingsKeys.sessions });
                  },
                  (error: unknown) => toast.error(messageOf(error, 'Failed to sign out the other sessions.')),
                );
              }}
            >
              Sign out everywhere else
            </Button>
          </div>
          {sessions.isPending ? (
            <LoadingState />
          ) : (
            <ul className="mt-3 space-y-2" aria-label="Active sessions">
              {(sessions.data ?? []).map((s) => (
                <li key={s.id} className="rounded-md border border-slate-200 px-3 py-2 text-sm">
                  <p className="font-medium text-slate-900">
                    {describeUserAgent(s.userAgent)}{' '}
                    {s.isCurrent ? <Badge tone="info">This device</Badge> : null}
                  </p>
                  <p className="text-slate-700">
                    {s.ipAddress ? `IP ${s.ipAddress} · ` : ''}Signed in {formatDateTime(s.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      {open === 'password' ? <ChangePasswordDialog onClose={close} /> : null}
      {open === 'configure' ? (
        <TwoFactorSetupDialog
          onClose={() => {
            close();
            void refresh();
          }}
          onEnabled={() => {
            toast.success(SETTINGS_TEXTS.twoFactorTurnedOn);
          }}
        />
      ) : null}
      {open === 'disable' ? (
        <PasswordPromptDialog
          title="Disable two-factor sign-in"
          submitLabel="Disable"
          onClose={close}
          onConfirm={async (password) => {
            await disableTwoFactor(password);
            toast.success(SETTINGS_TEXTS.twoFactorTurnedOff);
            close();
            await refresh();
          }}
        />
      ) : null}
      {open === 'codes' ? (
        newCodes ? (
          <Dialog
            title="New recovery codes"
            onClose={() => {
              setNewCodes(null);
              close();
            }}
          >
            <RecoveryCodes codes={newCodes} />
          </Dialog>
        ) : (
          <PasswordPromptDialog
            title="New recovery codes"
            submitLabel="Make new codes"
            onClose={close}
            onConfirm={async (password) => setNewCodes(await regenerateRecoveryCodes(password))}
          />
        )
      ) : null}
    </Panel>
  );
}
