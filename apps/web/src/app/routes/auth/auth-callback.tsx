import { TEXTS } from '@estate/domain';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthProgress } from '@/features/auth/components/auth-progress';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { safeRedirectPath } from '@/lib/auth/redirects';
import { useAuth } from '@/lib/auth/use-auth';

/**
 * Where sign-in flows that leave the site (email links, providers) come back to. The session is
 * already in the cookie; read it and go on (spec 1 §2.8).
 */
export function AuthCallbackRoute() {
  useDocumentTitle('Completing login');
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const hasError = searchParams.has('error');
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const toLogin = () => navigate(paths.auth.login.href(), { replace: true });
    if (hasError) {
      void toLogin();
      return;
    }
    refresh()
      .then((me) => {
        if (!me) return toLogin();
        // `next`: where a sign-up began (an invitation being accepted), checked to stay on this site.
        const next = safeRedirectPath(searchParams.get('next'));
        const to =
          me.user.role === 'notifyflow' ? paths.notify.form.href() : (next ?? paths.dashboard.root.href());
        return navigate(to, { replace: true });
      })
      .catch(() => toLogin());
  }, [hasError, refresh, navigate, searchParams]);

  return <AuthProgress text={TEXTS.auth.completingLogin} />;
}
