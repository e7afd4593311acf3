import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { ArticleBody } from '@/features/help/components/article-body';
import { categoryAnchor, type HelpArticle } from '@/features/help/articles';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/cn';

/**
 * A help article (`/help/articles/{slug}`): public, prerendered for every article, with breadcrumbs
 * back to the Help Center, the article and the other articles of its category. The router makes one
 * route per article (so an unknown slug is the site's not-found) and passes the loaded article.
 */
export function HelpArticleRoute({ article }: { article: HelpArticle }) {
  useDocumentTitle(article.title);
  const helpCenter = paths.dashboard.help.href();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-700">
          <li className="flex items-center gap-1">
            <TextLink to={helpCenter}>Help Center</TextLink>
            <ChevronRight aria-hidden="true" className="size-4 text-slate-500" />
          </li>
          <li className="flex items-center gap-1">
            <TextLink to={`${helpCenter}#${categoryAnchor(article.category)}`}>{article.category}</TextLink>
            <ChevronRight aria-hidden="true" className="size-4 text-slate-500" />
          </li>
          <li aria-current="page" className="text-slate-900">
            {article.title}
          </li>
        </ol>
      </nav>
      <article className="mt-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{article.title}</h1>
        <p className="mt-3 text-sm text-slate-700">
          {article.category} · Updated <time dateTime={article.updated}>{article.updatedLabel}</time>
        </p>
        <p className="mt-6 text-lg leading-8 text-slate-700">{article.excerpt}</p>
        <ArticleBody html={article.html} className="mt-2" />
      </article>
      {article.related.length ? (
        <section aria-labelledby="related-heading" className="mt-16 border-t border-slate-200 pt-10">
          <h2 id="related-heading" className="text-xl font-bold tracking-tight text-slate-900">
            More in {article.category}
          </h2>
          <ul className="mt-6 space-y-4">
            {article.related.map((r) => (
              <li key={r.slug}>
                <Link
                  to={paths.public.helpArticle.href({ slug: r.slug })}
                  className={cn(
                    'block rounded-lg border border-slate-200 p-4 hover:border-blue-300 hover:bg-blue-50',
                    focusRing,
                  )}
                >
                  <span className="font-semibold text-blue-800">{r.title}</span>
                  <span className="mt-1 block text-sm text-slate-700">{r.excerpt}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="still-heading" className="mt-16 rounded-xl bg-slate-50 p-6 text-center">
        <h2 id="still-heading" className="text-lg font-semibold text-slate-900">
          Still need help?
        </h2>
        <p className="mt-2 text-slate-700">
          Our Auckland team replies within 1 business day. This article is general information, not legal
          advice.
        </p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.public.contactUs.href()} variant="secondary">
            Contact Support
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
