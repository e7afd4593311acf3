import { focusRing } from '@/components/ui/focus';
import { roleLabelOf } from '@/config/roles';
import { cn } from '@/lib/cn';
import { useDemoAccounts } from '../api/get-demo-accounts';

/**
 * Demo sign-ins, listed only when the server says demo accounts are enabled. Choosing one fills the
 * sign-in form.
 */
export function DemoAccountsBox({
  onPick,
}: {
  onPick: (account: { email: string; password: string }) => void;
}) {
  const { data } = useDemoAccounts();
  if (!data?.enabled || data.accounts.length === 0) return null;
  return (
    <section
      aria-labelledby="demo-accounts-heading"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="demo-accounts-heading" className="text-sm font-semibold text-slate-900">
        Demo accounts
      </h2>
      <p className="mt-1 text-xs text-slate-700">Choose an account to fill in the form.</p>
      <ul className="mt-3 space-y-2">
        {data.accounts.map((account) => (
          <li key={account.email}>
            <button
              type="button"
              onClick={() => onPick(account)}
              className={cn(
                'w-full rounded-md border border-amber-300 bg-white px-3 py-2 text-left text-sm hover:bg-amber-100',
                focusRing,
              )}
            >
              <span className="font-medium text-slate-900">{roleLabelOf(account.role)}</span>
              <span className="block text-xs text-slate-700">
                {account.email} · {account.password}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
