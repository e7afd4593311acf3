import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { saveBlob } from '@/lib/format';

/**
 * One-time recovery codes, shown once: each signs in once instead of an authenticator code. Copy
 * and Download keep them somewhere safe.
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const text = `NZ Estate Platform recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  return (
    <div className="space-y-3">
      <Alert tone="info">
        Keep these recovery codes somewhere safe. Each one signs you in once if you lose your authenticator
        app. They are shown only now.
      </Alert>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            navigator.clipboard.writeText(text).then(
              () => toast.success('Recovery codes copied'),
              () => toast.error('Copying failed: download them instead.'),
            );
          }}
        >
          Copy codes
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), 'recovery-codes.txt')}
        >
          Download codes
        </Button>
      </div>
    </div>
  );
}
