import { GLOSSARY_TERMS, glossaryLetterOf, type GlossaryTerm } from '@estate/domain';
import { Badge } from '@/components/ui/badge';
import { focusRing } from '@/components/ui/focus';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/panel';
import { SearchField } from '@/components/ui/search-field';
import { matchesEveryWord } from '@/features/help/fold';
import { cn } from '@/lib/cn';
import { useUrlSearch } from '@/hooks/use-url-search';

/** The terms whose word, meaning or category contain every word of `query`. */
function filterTerms(query: string): readonly GlossaryTerm[] {
  return GLOSSARY_TERMS.filter((t) => matchesEveryWord(`${t.term} ${t.definition} ${t.category}`, query));
}

/** Terms grouped by the letter they are filed under, in order. */
function byLetter(terms: readonly GlossaryTerm[]): [string, GlossaryTerm[]][] {
  const groups = new Map<string, GlossaryTerm[]>();
  for (const t of terms) {
    const letter = glossaryLetterOf(t.term);
    groups.set(letter, [...(groups.get(letter) ?? []), t]);
  }
  return [...groups];
}

/**
 * Glossary (spec 3 §2): the words New Zealand estates use, grouped by first letter with their
 * category, a search (in the address as `?q=`) and links to jump to a letter.
 */
export function GlossaryRoute() {
  const [query, setQuery] = useUrlSearch();
  const groups = byLetter(filterTerms(query));
  const count = groups.reduce((n, [, terms]) => n + terms.length, 0);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Glossary"
        subtitle="Plain-language meanings of the words used in New Zealand estates. General information, not legal advice."
      />
      <SearchField
        id="glossary-search"
        label="Search terms"
        placeholder="Search terms..."
        value={query}
        onChange={setQuery}
        className="max-w-xl"
      />
      <p role="status" className="text-sm text-slate-700">
        {count === 1 ? '1 term' : `${count} terms`}
      </p>
      {groups.length ? (
        <>
          <nav aria-label="Jump to letter">
            <ul className="flex flex-wrap gap-1">
              {groups.map(([letter]) => (
                <li key={letter}>
                  <a
                    href={`#letter-${letter}`}
                    className={cn(
                      'inline-flex size-9 items-center justify-center rounded-md border border-slate-300 bg-white font-semibold text-blue-800 hover:bg-blue-50',
                      focusRing,
                    )}
                  >
                    {letter}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="space-y-8">
            {groups.map(([letter, terms]) => (
              <section
                key={letter}
                id={`letter-${letter}`}
                aria-labelledby={`letter-${letter}-heading`}
                className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <h2 id={`letter-${letter}-heading`} className="text-2xl font-bold text-slate-900">
                  {letter}
                </h2>
                <dl className="mt-4 divide-y divide-slate-200">
                  {terms.map((t) => (
                    <div key={t.id} id={t.id} className="py-4 first:pt-0 last:pb-0">
                      <dt className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold text-slate-900">{t.term}</span>
                        <Badge tone="info">{t.category}</Badge>
                      </dt>
                      <dd className="mt-1 text-slate-700">{t.definition}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
        </>
      ) : (
        <EmptyState
          title={`No terms match “${query.trim()}”`}
          hint="Try a shorter word, such as “probate” or “claim”."
        />
      )}
    </div>
  );
}
