import { cn } from '@/lib/cn';
import { SMALL_ESTATE_REQUIREMENTS, smallEstateRuleText, type SmallEstateRule } from '@estate/domain';

/** One organisation's small-estate (s65) release rule: "Releases up to $40,000 without probate; asks for: …". */
export function ReleaseRule({ rule }: { rule: SmallEstateRule }) {
  return (
    <p className="text-sm text-slate-700">
      {smallEstateRuleText(rule)}
      {rule.note ? <span className="block text-slate-600">{rule.note}</span> : null}
    </p>
  );
}

/**
 * What the family should prepare to have funds released without probate by the organisations
 * given: each document once, with the organisations that ask for it.
 */
export function ReleasePreparation({
  rules,
  heading = 'To have funds released without probate, prepare',
  className,
}: {
  rules: readonly { institution: string; rule: SmallEstateRule }[];
  heading?: string;
  className?: string;
}) {
  const needs = SMALL_ESTATE_REQUIREMENTS.map((r) => ({
    label: r.label,
    by: rules.filter((x) => x.rule.requirements.includes(r.value)).map((x) => x.institution),
  })).filter((n) => n.by.length > 0);
  if (!needs.length) return null;
  return (
    <section aria-label="What to prepare" className={cn('text-sm text-slate-800', className)}>
      <p className="font-medium">{heading}:</p>
      <ul className="ml-5 list-disc">
        {needs.map((n) => (
          <li key={n.label}>
            {n.label} <span className="text-slate-600">({n.by.join(', ')})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** For the s65 task: each notified organisation's rule, then what to prepare. */
export function ReleaseRuleList({
  rules,
}: {
  rules: readonly { institution: string; rule: SmallEstateRule }[];
}) {
  return (
    <div className="mt-2 space-y-2" data-testid="release-rules">
      <ul className="space-y-1">
        {rules.map((r) => (
          <li key={r.institution} className="text-xs">
            <span className="font-medium text-slate-900">{r.institution}:</span>{' '}
            <span className="text-slate-700">{smallEstateRuleText(r.rule)}</span>
          </li>
        ))}
      </ul>
      <ReleasePreparation rules={rules} />
    </div>
  );
}
