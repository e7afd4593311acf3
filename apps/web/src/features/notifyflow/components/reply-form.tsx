import { notificationReplySchema } from '@estate/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiError } from '@/lib/api-client';
import { useReplyToInstitution } from '../api/reply-to-institution';
import { DocumentPicker } from './document-picker';
import { UploadBlocker } from '@/components/ui/upload-rows';
import { useStagedUploads } from '@/lib/use-staged-uploads';
import { newIdempotencyKey } from './notification-draft';

/** Said once the reply is recorded: emailed, or waiting on the organisation's response page. */
export function ReplySentNote({ organisation, emailed }: { organisation: string; emailed: boolean }) {
  return (
    <Alert tone="success">
      <p>
        {emailed
          ? `Your reply was sent to ${organisation}.`
          : `Your reply is on ${organisation}'s response page. They are told by post, so they may take a little longer to see it.`}
      </p>
    </Alert>
  );
}

/**
 * The family answers an organisation that asked for more information (issue 18): a message and
 * documents (the notification form's rules), sent to the organisation on its response link. Only
 * shown to the notification's sender, on a row that is waiting for them.
 */
export function ReplyForm({
  referenceCode,
  rowId,
  organisation,
  onSent,
}: {
  referenceCode: string;
  rowId: string;
  organisation: string;
  /** The reply was recorded; `emailed` says whether the organisation was emailed (else its page only). */
  onSent: (emailed: boolean) => void;
}) {
  const reply = useReplyToInstitution();
  const [message, setMessage] = useState('');
  const uploads = useStagedUploads();
  const [error, setError] = useState<string | undefined>();
  // One key per reply being written: a retry after a lost answer is the same reply.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = notificationReplySchema.safeParse({ message, idempotencyKey });
    if (!parsed.success) {
      setError(
        parsed.error.issues.find((i) => i.path[0] === 'message')?.message ?? 'Please write your reply.',
      );
      return;
    }
    setError(undefined);
    if (uploads.blocker) return;
    // The files go with the reply: if the live status removes this form first, they are not discarded.
    const giveBack = uploads.handOver();
    // mutateAsync, not mutate's callbacks: the live status may remove this form (the row is no
    // longer waiting) before the answer arrives, and the row must still hear that it was sent.
    reply
      .mutateAsync({ referenceCode, rowId, ...parsed.data, uploadIds: uploads.uploadIds })
      .then((done) => {
        onSent(done.emailed);
        setMessage('');
        uploads.reset();
        setIdempotencyKey(newIdempotencyKey());
      })
      .catch((err: unknown) => {
        giveBack();
        const issue = isApiError(err) ? err.issues?.find((i) => i.path === 'message') : undefined;
        if (issue) setError(issue.message);
      });
  };

  const submitError =
    reply.isError && !error
      ? isApiError(reply.error) && reply.error.serverMessage
        ? reply.error.serverMessage
        : 'Your reply could not be sent. Please try again.'
      : null;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={`Reply to ${organisation}`}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3"
    >
      {submitError ? (
        <Alert>
          <p>{submitError}</p>
        </Alert>
      ) : null}
      <TextareaField
        label={`Your reply to ${organisation}`}
        name="message"
        required
        error={error}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <DocumentPicker
        label={`Documents for ${organisation} (optional)`}
        hint={`Attach what ${organisation} asked for. Only ${organisation} sees them.`}
        uploads={uploads}
        disabled={reply.isPending}
      />
      <Button
        type="submit"
        disabled={reply.isPending || !!uploads.blocker}
        aria-describedby={uploads.blocker ? `reply-upload-blocker-${rowId}` : undefined}
      >
        {reply.isPending ? 'Sending...' : 'Send reply'}
      </Button>
      <UploadBlocker uploads={uploads} id={`reply-upload-blocker-${rowId}`} />
    </form>
  );
}
