import { LETTER_TEXTS, type Letter } from '@estate/domain';
import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { focusRing } from '@/components/ui/focus';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/loading-state';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiError, messageOf } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { letterPdfUrl, useLetters } from '../api/get-letters';
import { useMarkLetterPosted } from '../api/mark-letter-posted';
import { useSetLetterAddress } from '../api/set-letter-address';

/**
 * Letters for organisations without a notification email: print, post, then mark as posted. A
 * letter without an address (neither its own nor its directory entry's) needs one first: the admin
 * types it here for this letter, or adds it to the organisation's directory entry (issue 42).
 */
export function LettersQueue() {
  const letters = useLetters();

  if (letters.isPending) return <LoadingState label="Loading letters…" showLabel />;
  if (letters.isError) {
    return (
      <Alert>
        <p>{messageOf(letters.error, 'The letters could not be loaded.')}</p>
      </Alert>
    );
  }
  if (!letters.data.length) {
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
        No letters are waiting.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
      {letters.data.map((letter) => (
        <LetterItem key={letter.id} letter={letter} />
      ))}
    </ul>
  );
}

function LetterItem({ letter }: { letter: Letter }) {
  const markPosted = useMarkLetterPosted();
  const [editing, setEditing] = useState(false);
  const forWhom = `for ${letter.institutionName}, ${letter.referenceCode}`;
  const showForm = letter.needsAddress || editing;

  return (
    <li className="space-y-3 px-5 py-3 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium text-slate-900">
            {letter.institutionName}{' '}
            <span className="font-mono text-slate-700">· {letter.referenceCode}</span>
          </p>
          <p className="text-slate-600">Queued {formatDateTime(letter.createdAt)}</p>
          {letter.address ? (
            <p className="mt-1 whitespace-pre-line text-slate-700">{letter.address}</p>
          ) : null}
        </div>
        {letter.posted ? (
          <Badge tone="success">Posted</Badge>
        ) : letter.needsAddress ? (
          <Badge tone="warning">Needs an address</Badge>
        ) : (
          <Badge tone="warning">To post</Badge>
        )}
        {letter.needsAddress ? null : (
          <>
            {letter.posted || editing ? null : (
              <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
                {letter.address ? 'Change address' : 'Add address'}
                <span className="sr-only"> {forWhom}</span>
              </Button>
            )}
            <a
              href={letterPdfUrl(letter.id)}
              download
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              <Download aria-hidden="true" className="size-4" />
              Download PDF
              <span className="sr-only"> {forWhom}</span>
            </a>
            {letter.posted ? null : (
              <Button
                size="sm"
                disabled={markPosted.isPending}
                onClick={() =>
                  markPosted.mutate(letter.id, {
                    onSuccess: () => toast.success(`Letter to ${letter.institutionName} marked as posted`),
                    onError: (error) => toast.error(messageOf(error, 'The letter could not be updated.')),
                  })
                }
              >
                Mark posted
                <span className="sr-only"> {forWhom}</span>
              </Button>
            )}
          </>
        )}
      </div>
      {showForm && !letter.posted ? (
        <AddressForm letter={letter} onDone={() => setEditing(false)} canCancel={!letter.needsAddress} />
      ) : null}
    </li>
  );
}

function AddressForm({
  letter,
  onDone,
  canCancel,
}: {
  letter: Letter;
  onDone: () => void;
  canCancel: boolean;
}) {
  const save = useSetLetterAddress();
  const [address, setAddress] = useState(letter.address ?? '');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!address.trim()) {
      setError(LETTER_TEXTS.addressRequired);
      return;
    }
    setError(undefined);
    save.mutate(
      { id: letter.id, address: address.trim(), version: letter.version },
      {
        onSuccess: onDone,
        onError: (err) => {
          const issue = isApiError(err) ? err.issues?.find((i) => i.path === 'address') : undefined;
          if (issue) setError(issue.message);
          else toast.error(messageOf(err, 'The address could not be saved.'));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-2">
      {letter.needsAddress && letter.institutionId ? (
        <p className="text-slate-700">
          The directory has no postal address for {letter.institutionName}. Type it for this letter, or{' '}
          <Link
            className={cn('rounded font-medium text-blue-800 underline', focusRing)}
            to={`${paths.admin.institutions.href()}?edit=${encodeURIComponent(letter.institutionId)}`}
          >
            add it to {letter.institutionName}’s directory entry
          </Link>{' '}
          with where it was found, so every letter to them has it. Then print and post the letter.
        </p>
      ) : letter.needsAddress ? (
        <p className="text-slate-700">
          {letter.institutionName} is not in the directory. Add its postal address, then print and post the
          letter.
        </p>
      ) : null}
      <TextareaField
        label={`Postal address for ${letter.institutionName}`}
        rows={3}
        maxLength={500}
        autoComplete="off"
        value={address}
        error={error}
        onChange={(event) => setAddress(event.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save address'}
        </Button>
        {canCancel ? (
          <Button type="button" variant="ghost" size="sm" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
