import { Navigate, useLocation } from 'react-router';

/**
 * Resolves a short link (spec README "Short links resolve"): replaces the `from` prefix of the
 * current path with `to`, keeping the rest of the path, the query and the hash.
 */
export function ShortLinkRedirect({ from, to }: { from: string; to: string }) {
  const { pathname, search, hash } = useLocation();
  const rest = pathname.startsWith(from) ? pathname.slice(from.length) : '';
  return <Navigate to={`${to}${rest}${search}${hash}`} replace />;
}
