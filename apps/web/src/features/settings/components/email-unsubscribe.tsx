import { EMAIL_UNSUBSCRIBE_NOT_VALID } from '@estate/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/loading-state';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useEmailUnsubscribe, useStopEmails } from '../api/email-unsubscribe';

/**
 * The page an email's unsubscribe link opens (decision 078): which emails it stops, and the button
 * that stops them. Opening it changes nothing (a link checker or preview may open it first); the
 * notices still appear in the app.
 */
export function EmailUnsubscribe({ token }: { token: string }) {
  const state = useEmailUnsubscribe(token);
  const stop = useStopEmails(token);
  const settings = (
    <p className="mt-6 text-sm text-slate-700">
      To choose which emails you get, sign in and go to{' '}
      <TextLink to={paths.dashboard.settings.href()}>Settings › Notifications</TextLink>.
    </p>
  );

  if (state.isPending) return <LoadingState label="Loading your email preferences..." showLabel />;
  if (!state.data) {
    return (
      <>
        <Alert>
          <p>
            {isApiError(state.error) && state.error.status === 404
              ? EMAIL_UNSUBSCRIBE_NOT_VALID
              : 'Your email preferences could not be loaded. Please try again.'}
          </p>
        </Alert>
        {settings}
      </>
    );
  }
  const { label, emailOn } = state.data;
  return (
    <>
      {emailOn ? (
        <div className="space-y-4">
          <p className="text-slate-700">
            This link stops emails about: <strong className="text-slate-900">{label}</strong>. You will still
            see these notices in the app.
          </p>
          {stop.isError ? (
            <Alert>
              <p>
                {isApiError(stop.error) && stop.error.serverMessage
                  ? stop.error.serverMessage
                  : 'The emails could not be stopped just now. Please try again.'}
              </p>
            </Alert>
          ) : null}
          <Button className="w-full" disabled={stop.isPending} onClick={() => stop.mutate()}>
            {stop.isPending ? 'Stopping...' : 'Stop these emails'}
          </Button>
        </div>
      ) : (
        <Alert tone="success">
          <p>
            {stop.isSuccess ? 'Done. ' : ''}You no longer get emails about: <strong>{label}</strong>. You can
            turn them on again in Settings › Notifications.
          </p>
        </Alert>
      )}
      {settings}
    </>
  );
}
