import { DASHBOARD_FAQ, FAQ_CATEGORIES } from '@estate/domain';
import { LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/panel';
import { SearchField } from '@/components/ui/search-field';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { matchesEveryWord } from '@/features/help/fold';
import { ContactSupportDialog } from '@/features/help/components/contact-support-dialog';
import { FaqAccordion, type FaqGroup } from '@/features/public-site/components/faq-accordion';
import { useUrlSearch } from '@/hooks/use-url-search';

/**
 * FAQ (spec 3 §2): the questions of General Questions, Executor Responsibilities and Technical
 * Support, a search over questions and answers (in the address as `?q=`), answers that open one at
 * a time (a button with aria-expanded), and Contact Support.
 */
export function DashboardFaqRoute() {
  const [query, setQuery] = useUrlSearch();
  const [isContactOpen, setContactOpen] = useState(false);
  const groups: FaqGroup[] = FAQ_CATEGORIES.map((category) => ({
    title: category,
    items: DASHBOARD_FAQ.filter(
      (e) => e.category === category && matchesEveryWord(`${e.question} ${e.answer}`, query),
    ),
  })).filter((g) => g.items.length > 0);
  const count = groups.reduce((n, g) => n + g.items.length, 0);
  const contact = (
    <Button onClick={() => setContactOpen(true)}>
      <LifeBuoy aria-hidden="true" className="size-4" />
      Contact Support
    </Button>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Frequently Asked Questions"
        documentTitle="FAQ"
        subtitle={
          <>
            Short answers about the platform, an executor’s duties and technical matters. For more, see the{' '}
            <TextLink to={paths.dashboard.help.href()}>Help Center</TextLink> and the{' '}
            <TextLink to={paths.dashboard.glossary.href()}>Glossary</TextLink>.
          </>
        }
        actions={contact}
      />
      <SearchField
        id="faq-search"
        label="Search questions"
        placeholder="Search questions..."
        value={query}
        onChange={setQuery}
        className="max-w-xl"
      />
      {query.trim() ? (
        <p role="status" className="text-sm text-slate-700">
          {count === 1 ? '1 question found' : `${count} questions found`}
        </p>
      ) : null}
      {groups.length ? (
        <div className="max-w-3xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <FaqAccordion groups={groups} />
        </div>
      ) : (
        <EmptyState
          title={`No questions match “${query.trim()}”`}
          hint="Try different words, or ask us directly."
          action={contact}
        />
      )}
      <section
        aria-labelledby="faq-more-heading"
        className="max-w-3xl rounded-xl border border-slate-200 bg-slate-50 p-5"
      >
        <h2 id="faq-more-heading" className="font-semibold text-slate-900">
          Didn’t find your answer?
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Our Auckland team replies within 1 business day. We cannot give legal advice about an estate; for
          that, please talk to a lawyer.
        </p>
        <div className="mt-3">{contact}</div>
      </section>
      {isContactOpen ? <ContactSupportDialog onClose={() => setContactOpen(false)} /> : null}
    </div>
  );
}
