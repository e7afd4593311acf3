import { RESPONSE_CODE_TEXTS, responseCodeLookupSchema } from '@estate/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { useFindResponseByCode } from '../api/find-response-by-code';

/** What to say when the code was not taken: the API's own kind words (404, 410, 429), or ours. */
function problemOf(error: unknown): string {
  if (isApiError(error) && error.status === 404) return RESPONSE_CODE_TEXTS.notFound;
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return 'We could not check the code just now. Please try again.';
}

/**
 * /respond: an organisation that received the notification as a printed letter types the short code
 * on it (decision 077) and goes on to the same page as the letter's link; `onFound` moves there.
 */
export function RespondCodeEntry({ onFound }: { onFound: (token: string) => void }) {
  const find = useFindResponseByCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = responseCodeLookupSchema.safeParse({ code });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? RESPONSE_CODE_TEXTS.malformed);
      return;
    }
    setError(undefined);
    find.mutate(code, {
      onSuccess: ({ token }) => onFound(token),
      onError: (err) => setError(problemOf(err)),
    });
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Respond to a death notification</h1>
        <p className="mt-2 text-slate-700">
          Received our letter by post? Type the response code printed on it to see the notification and answer
          it. No account is needed.
        </p>
      </div>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label="Response code"
          name="code"
          placeholder="XXXX-XXXX"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          hint="8 letters and numbers, for example 7K2Q-9XMD. Capitals and the dash are optional."
          error={error}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" disabled={find.isPending} className="w-full sm:w-auto">
          {find.isPending ? 'Checking…' : 'Continue'}
        </Button>
      </form>
    </div>
  );
}
