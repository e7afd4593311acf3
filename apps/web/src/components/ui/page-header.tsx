import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/cn';
import { Button, ButtonLink } from './button';

/** Where the back link above a title leads: a fixed place, or wherever the visitor came from. */
export type PageBack = { label?: string } & ({ to: string } | { onClick: () => void });

/**
 * The top of a dashboard screen: an optional back link, the one `<h1>`, an optional subtitle and the
 * screen's actions (buttons or links, to the right of the title on wide screens, below it on narrow
 * ones). Also sets the tab title.
 *
 * Public pages have their own hero heading (`PageIntro`): large, centred, with an eyebrow and prose.
 */
export function PageHeader({
  title,
  subtitle,
  back,
  actions,
  documentTitle,
  className,
}: {
  title: ReactNode;
  /** One line (or a few) under the title; a string or richer content. */
  subtitle?: ReactNode;
  back?: PageBack;
  actions?: ReactNode;
  /**
   * Tab title. Defaults to `title` when that is a string; `null` leaves the tab title to the screen
   * (for a screen that sets it before its data has loaded).
   */
  documentTitle?: string | null;
  className?: string;
}) {
  useDocumentTitle(
    documentTitle === null ? undefined : (documentTitle ?? (typeof title === 'string' ? title : undefined)),
    documentTitle !== null,
  );
  return (
    <div className={cn('flex flex-wrap items-start justify-between gap-4', className)}>
      <div className="min-w-0">
        {back ? <BackLink back={back} /> : null}
        <h1
          className={cn(
            'text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl',
            back && 'mt-1',
          )}
        >
          {title}
        </h1>
        {subtitle ? <div className="mt-1 text-slate-700">{subtitle}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

function BackLink({ back }: { back: PageBack }) {
  const content = (
    <>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {back.label ?? 'Back'}
    </>
  );
  return 'to' in back ? (
    <ButtonLink to={back.to} variant="ghost" size="sm" className="-ml-3">
      {content}
    </ButtonLink>
  ) : (
    <Button variant="ghost" size="sm" className="-ml-3" onClick={back.onClick}>
      {content}
    </Button>
  );
}
