import { DEFAULT_AFTER_SIGN_IN, type Role } from '@estate/domain';
import { paths } from '@/config/paths';

/** Pages that make no sense to come back to after signing in. */
const NO_RETURN = new Set([
  paths.auth.login.path,
  paths.auth.logout.path,
  paths.auth.signUp.path,
  paths.auth.callback.path,
  paths.notify.signUp.path,
]);

/**
 * A same-site path to return to, or null. Accepts a string or a router location
 * (`{ pathname, search, hash }`), and refuses anything that could leave the site
 * (`//host`, `/\host`, `https://...`).
 */
export function safeRedirectPath(value: unknown): string | null {
  let candidate: string | null = null;
  if (typeof value === 'string') candidate = value;
  else if (value && typeof value === 'object' && 'pathname' in value) {
    const { pathname, search, hash } = value as {
      pathname?: unknown;
      search?: unknown;
      hash?: unknown;
    };
    if (typeof pathname === 'string') {
      candidate =
        pathname + (typeof search === 'string' ? search : '') + (typeof hash === 'string' ? hash : '');
    }
  }
  if (!candidate) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) {
    return null;
  }
  // Control characters (a tab or newline can turn `/\t/host` into `//host`): refuse.
  if ([...candidate].some((ch) => ch.charCodeAt(0) < 0x20)) return null;
  const pathname = candidate.split(/[?#]/, 1)[0] ?? '';
  if (NO_RETURN.has(pathname)) return null;
  return candidate;
}

/** Whether a path is an organisation's inbox (`/org`, `/org/…`), open to any role (issue 44). */
function isOrgInbox(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === paths.org.inbox.path || pathname.startsWith(`${paths.org.inbox.path}/`);
}

/**
 * Where to go after signing in (spec 1 §4): notifyflow → /notify, unless they came from an
 * organisation's inbox, where its people answer whatever their role; others → where they came from.
 */
export function destinationAfterSignIn(role: Role, from: string | null): string {
  if (role === 'notifyflow') return from && isOrgInbox(from) ? from : paths.notify.form.href();
  return from ?? DEFAULT_AFTER_SIGN_IN;
}
