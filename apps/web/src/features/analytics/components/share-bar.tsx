/**
 * A proportional bar (Estate Progress, Asset Distribution). Decorative: the figure it draws is always
 * written beside it, so it is hidden from assistive technology.
 */
export function ShareBar({ basisPoints, colour = 'bg-blue-700' }: { basisPoints: number; colour?: string }) {
  const width = `${Math.min(100, Math.max(0, basisPoints / 100))}%`;
  return (
    <div aria-hidden="true" className="mt-1.5 h-2 w-full overflow-hidden rounded-full bg-slate-200">
      <div className={`h-full rounded-full ${colour}`} style={{ width }} />
    </div>
  );
}
