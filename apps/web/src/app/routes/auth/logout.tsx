import { TEXTS } from '@estate/domain';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { AuthProgress } from '@/features/auth/components/auth-progress';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth/use-auth';

export function LogoutRoute() {
  useDocumentTitle('Signing out');
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const hasStarted = useRef(false);

  useEffect(() => {
    // Once only, even under StrictMode's double effects.
    if (hasStarted.current) return;
    hasStarted.current = true;
    void signOut().then(() => navigate(paths.home.href(), { replace: true }));
  }, [signOut, navigate]);

  return <AuthProgress text={TEXTS.auth.signingOut} />;
}
