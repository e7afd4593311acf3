import { HELP_CATEGORIES } from '@estate/domain';
import { BookOpen, CircleHelp, LifeBuoy } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, Panel } from '@/components/ui/panel';
import { SearchField } from '@/components/ui/search-field';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { categoryAnchor, type HelpArticleSearchEntry } from '@/features/help/articles';
import { ContactSupportDialog } from '@/features/help/components/contact-support-dialog';
import { HELP_SEARCH_INDEX, searchHelpArticles } from '@/features/help/search-index';
import { cn } from '@/lib/cn';
import { useUrlSearch } from '@/hooks/use-url-search';

/**
 * Help Center (spec 3 §2): search over every article's title, summary and text; the three
 * categories with their articles (public pages under /help/articles/{slug}); Contact Support.
 * The search is in the address (`?q=`), so back and reload keep it.
 */
export function HelpCenterRoute() {
  const [query, setQuery] = useUrlSearch();
  const [isContactOpen, setContactOpen] = useState(false);
  const results = query.trim() ? searchHelpArticles(query) : null;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Help Center"
        subtitle="Guides to the platform and to administering an estate in New Zealand."
        actions={
          <Button onClick={() => setContactOpen(true)}>
            <LifeBuoy aria-hidden="true" className="size-4" />
            Contact Support
          </Button>
        }
      />
      <SearchField
        id="help-search"
        label="Search help articles"
        placeholder="Search help articles..."
        value={query}
        onChange={setQuery}
        className="max-w-xl"
      />
      {results ? (
        <SearchResults query={query} results={results} onContact={() => setContactOpen(true)} />
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-3">
            {HELP_CATEGORIES.map((category) => (
              <div key={category} id={categoryAnchor(category)} className="scroll-mt-24">
                <Panel title={category} className="h-full">
                  <ul className="space-y-4">
                    {HELP_SEARCH_INDEX.filter((a) => a.category === category).map((a) => (
                      <li key={a.slug}>
                        <ArticleLink article={a} />
                      </li>
                    ))}
                  </ul>
                </Panel>
              </div>
            ))}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <QuickLink
              to={paths.dashboard.glossary.href()}
              icon={<BookOpen aria-hidden="true" className="size-5" />}
              title="Glossary"
              text="Plain-language meanings of the words New Zealand estates use."
            />
            <QuickLink
              to={paths.dashboard.dashboardFaq.href()}
              icon={<CircleHelp aria-hidden="true" className="size-5" />}
              title="FAQ"
              text="Short answers to the questions executors and lawyers ask most."
            />
          </div>
        </>
      )}
      {isContactOpen ? <ContactSupportDialog onClose={() => setContactOpen(false)} /> : null}
    </div>
  );
}

function SearchResults({
  query,
  results,
  onContact,
}: {
  query: string;
  results: readonly HelpArticleSearchEntry[];
  onContact: () => void;
}) {
  return (
    <section aria-labelledby="help-results-heading">
      <h2 id="help-results-heading" className="sr-only">
        Search results
      </h2>
      <p role="status" className="text-sm text-slate-700">
        {results.length === 1 ? '1 article found' : `${results.length} articles found`}
      </p>
      {results.length ? (
        <ul className="mt-4 space-y-3">
          {results.map((a) => (
            <li key={a.slug} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <ArticleLink article={a} />
              <Badge className="mt-2">{a.category}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          title={`No articles match “${query.trim()}”`}
          hint="Try fewer or different words, or ask us directly."
          action={<Button onClick={onContact}>Contact Support</Button>}
        />
      )}
    </section>
  );
}

function ArticleLink({ article }: { article: HelpArticleSearchEntry }) {
  return (
    <>
      <TextLink to={paths.public.helpArticle.href({ slug: article.slug })}>{article.title}</TextLink>
      <p className="mt-1 text-sm text-slate-700">{article.excerpt}</p>
    </>
  );
}

function QuickLink({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Link
      to={to}
      className={cn(
        'flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-blue-300 hover:bg-blue-50',
        focusRing,
      )}
    >
      <span className="mt-0.5 text-blue-700">{icon}</span>
      <span>
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="mt-1 block text-sm text-slate-700">{text}</span>
      </span>
    </Link>
  );
}
