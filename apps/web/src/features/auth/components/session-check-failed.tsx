import { TEXTS } from '@estate/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/use-auth';

/** Shown by a guard when /api/me itself failed (network or server error), not "signed out". */
export function SessionCheckFailed() {
  const { refresh } = useAuth();
  return (
    <div className="mx-auto max-w-md p-8">
      <Alert>
        <p>We couldn’t check your session. {TEXTS.errors.generic}</p>
      </Alert>
      <Button className="mt-4" variant="secondary" onClick={() => void refresh()}>
        Try again
      </Button>
    </div>
  );
}
