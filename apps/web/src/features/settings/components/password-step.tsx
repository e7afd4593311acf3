import type { ReactNode } from 'react';
import { z } from 'zod';
import { useZodForm } from '@/components/form/use-zod-form';
import { ZodForm } from '@/components/form/zod-form';
import { TextField } from '@/components/ui/form-field';

const passwordStepSchema = z.object({ password: z.string().min(1, { message: 'Enter your password.' }) });

/**
 * The password asked for before a change to two-factor sign-in (set up, turn off, new recovery
 * codes): an empty password is refused here, a wrong one by the server, and its message shows under
 * the field (until the next try; focus stays where it is). `onConfirm` does the change; the step is
 * closed or replaced when it succeeds.
 */
export function PasswordStep({
  intro,
  submitLabel,
  onConfirm,
  onCancel,
}: {
  intro?: ReactNode;
  submitLabel: string;
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useZodForm({
    schema: passwordStepSchema,
    defaultValues: { password: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  return (
    <ZodForm
      form={form}
      className="space-y-4"
      submitLabel={submitLabel}
      busyLabel="Checking..."
      failure="That password is not right."
      failureOn="password"
      onSubmit={({ password }) => onConfirm(password)}
      onClose={onCancel}
      onSaved={() => undefined}
    >
      {intro ? <p className="text-sm text-slate-700">{intro}</p> : null}
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
    </ZodForm>
  );
}
