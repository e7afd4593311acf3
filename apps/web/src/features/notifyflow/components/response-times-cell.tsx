import type { InstitutionResponseTimes } from '@estate/domain';

const days = (n: number) =>
  `${n.toLocaleString('en-NZ', { maximumFractionDigits: 1 })} ${n === 1 ? 'day' : 'days'}`;
const over = (count: number) => `${count} ${count === 1 ? 'notification' : 'notifications'}`;

/** Back office: an organisation's median days to acknowledge and to complete, and over how many. */
export function ResponseTimesCell({ times }: { times: InstitutionResponseTimes }) {
  const line = (label: string, t: InstitutionResponseTimes['acknowledge']) => (
    <p>
      {label}:{' '}
      {t.medianDays === null ? (
        <span className="text-slate-600">no data yet</span>
      ) : (
        <>
          median {days(t.medianDays)} <span className="text-slate-600">({over(t.count)})</span>
        </>
      )}
    </p>
  );
  return (
    <>
      {line('Acknowledge', times.acknowledge)}
      {line('Complete', times.complete)}
    </>
  );
}
