import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { focusRing } from '@/components/ui/focus';
import { cn } from '@/lib/cn';

export type FaqItem = { question: string; answer: ReactNode };
export type FaqGroup = { title: string; items: readonly FaqItem[] };

/**
 * Questions and answers as an accordion (spec 1 §2.1): opening one closes whichever was open, on
 * the whole page, not just in its group. Each question is a button with `aria-expanded` inside an
 * `<h3>` (groups are `<h2>`, shown when there is more than one); its
 * answer is a labelled region. The answers are in the HTML even while closed, so search engines
 * and find-in-page still see them, and with scripts off they all show.
 * On a prerendered page, src/public/faq.ts does what this component's state does.
 */
export function FaqAccordion({ groups }: { groups: readonly FaqGroup[] }) {
  const baseId = useId();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const showGroupHeadings = groups.length > 1;

  return (
    // data-faq: a prerendered page's own script works the same accordion (src/public/faq.ts).
    <div data-faq className="space-y-12">
      {/* With scripts off a question cannot open, so every answer shows instead. Tailwind's reset
          hides [hidden] with !important in its base layer, which only a rule in that layer with
          more specificity overrides. */}
      <noscript>
        <style>{'@layer base{[data-faq-answer][hidden]{display:block!important}}'}</style>
      </noscript>
      {groups.map((group, g) => (
        <div key={group.title}>
          {showGroupHeadings ? (
            <h2 className="text-2xl font-bold tracking-tight text-slate-900">{group.title}</h2>
          ) : null}
          <ul
            className={cn('divide-y divide-slate-200 border-y border-slate-200', showGroupHeadings && 'mt-4')}
          >
            {group.items.map((item, i) => {
              const key = `${g}-${i}`;
              const isOpen = openKey === key;
              const buttonId = `${baseId}-q-${key}`;
              const panelId = `${baseId}-a-${key}`;
              return (
                <li key={item.question}>
                  <h3 className="text-base font-semibold">
                    <button
                      id={buttonId}
                      type="button"
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      onClick={() => setOpenKey(isOpen ? null : key)}
                      className={cn(
                        'flex w-full items-center justify-between gap-4 rounded-sm py-4 text-left text-slate-900 hover:text-blue-800',
                        focusRing,
                      )}
                    >
                      <span>{item.question}</span>
                      <ChevronDown
                        aria-hidden="true"
                        className={cn('size-5 shrink-0 transition-transform', isOpen && 'rotate-180')}
                      />
                    </button>
                  </h3>
                  <div
                    id={panelId}
                    role="region"
                    aria-labelledby={buttonId}
                    hidden={!isOpen}
                    data-faq-answer
                    className="pb-5 text-base leading-7 text-slate-700"
                  >
                    {item.answer}
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
