import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '@/lib/cn';

/**
 * Prose styles for an article's HTML (rendered from Markdown at build time): headings, paragraphs,
 * lists and links, without a typography plugin.
 */
const PROSE = [
  'text-base leading-7 text-slate-700',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_li>ul]:mt-2',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-sm',
  '[&_a]:font-medium [&_a]:text-blue-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-blue-800',
  '[&_a:focus-visible]:rounded-sm [&_a:focus-visible]:outline-none [&_a:focus-visible]:ring-2 [&_a:focus-visible]:ring-blue-600 [&_a:focus-visible]:ring-offset-2',
].join(' ');

/**
 * The article's HTML. It comes from our own Markdown, in which the build refuses raw HTML, so it is
 * safe to set as is; the server and the browser set the same string, so hydration keeps it. A plain
 * click on a link to one of our own pages moves within the app (as a `Link` would) instead of
 * reloading it; a click with a modifier, or to another site, is the browser's.
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
  return (
    // Enter on a focused link is a click too, so the keyboard gets the same in-app move.
    <div className={cn(PROSE, className)} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
