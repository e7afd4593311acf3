import { ANNUAL_SAVING_PERCENT, FREE_TRIAL_DAYS, PRICING_PLANS, formatNzd } from '@estate/domain';
import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { BILLING_OPTION_STATE } from '@/public/classes';
import { CheckList } from './check-list';

type Billing = 'monthly' | 'annual';

const PLAN_BLURB: Record<(typeof PRICING_PLANS)[number]['id'], string> = {
  executor: 'For one executor looking after one estate.',
  professional: 'For law firms and trustee companies running many estates.',
  enterprise: 'For larger firms with their own needs and integrations.',
};

/**
 * The three plans of spec 1 §9 with a Monthly / Annual switch. Prices are NZD; annual saves about
 * 17%. Every plan starts with the free trial, no card needed. On a prerendered page,
 * src/public/pricing.ts works the switch.
 */
export function PricingPlans() {
  const [billing, setBilling] = useState<Billing>('monthly');
  return (
    <div>
      <div className="flex flex-col items-center gap-3">
        <div
          role="group"
          aria-label="Billing period"
          data-billing
          className="inline-flex rounded-lg bg-slate-100 p-1"
        >
          {(['monthly', 'annual'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={billing === option}
              data-billing-option={option}
              onClick={() => setBilling(option)}
              className={cn(
                'rounded-md px-4 py-2 text-sm font-medium',
                focusRing,
                BILLING_OPTION_STATE[billing === option ? 'pressed' : 'unpressed'],
              )}
            >
              {option === 'monthly' ? 'Monthly' : 'Annual'}
            </button>
          ))}
        </div>
        <p className="text-sm text-slate-700">Pay annually and save about {ANNUAL_SAVING_PERCENT}%.</p>
      </div>

      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {PRICING_PLANS.map((plan) => {
          const price = billing === 'monthly' ? plan.monthly : plan.annual;
          return (
            <li
              key={plan.id}
              className={cn(
                'relative flex flex-col rounded-lg border bg-white p-8 shadow-sm',
                plan.isPopular ? 'border-blue-700 ring-2 ring-blue-700' : 'border-slate-200',
              )}
            >
              {plan.isPopular ? (
                <p className="absolute -top-3 left-8 rounded-full bg-blue-700 px-3 py-1 text-xs font-semibold text-white">
                  Most popular
                </p>
              ) : null}
              <h3 className="text-xl font-semibold text-slate-900">{plan.name}</h3>
              <p className="mt-2 text-sm text-slate-700">{PLAN_BLURB[plan.id]}</p>
              <p className="mt-6 flex items-baseline gap-1">
                {price === null ? (
                  <span className="text-4xl font-bold tracking-tight text-slate-900">Custom</span>
                ) : (
                  <>
                    {/* Both prices are in the page for its own script (src/public/pricing.ts). */}
                    <span
                      className="text-4xl font-bold tracking-tight text-slate-900"
                      data-monthly={plan.monthly === null ? undefined : formatNzd(plan.monthly * 100)}
                      data-annual={plan.annual === null ? undefined : formatNzd(plan.annual * 100)}
                    >
                      {formatNzd(price * 100)}
                    </span>
                    <span
                      className="text-sm text-slate-700"
                      data-monthly="NZD per month"
                      data-annual="NZD per year"
                    >
                      NZD {billing === 'monthly' ? 'per month' : 'per year'}
                    </span>
                  </>
                )}
              </p>
              <div className="mt-6 flex-1">
                <CheckList items={[plan.estates, plan.storage, plan.members]} />
              </div>
              {price === null ? (
                <ButtonLink to={paths.public.contactUs.href()} variant="secondary" className="mt-8 w-full">
                  Contact Sales
                </ButtonLink>
              ) : (
                <ButtonLink
                  to={paths.auth.signUp.href()}
                  variant={plan.isPopular ? 'primary' : 'secondary'}
                  className="mt-8 w-full"
                >
                  Start {FREE_TRIAL_DAYS}-day free trial
                  <span className="sr-only"> of the {plan.name} plan</span>
                </ButtonLink>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
