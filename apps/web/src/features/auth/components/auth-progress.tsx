import { LoaderCircle } from 'lucide-react';

/** A page whose only content is "something is happening" (signing out, completing login). */
export function AuthProgress({ text }: { text: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-8 text-center">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-blue-700" />
      <h1 className="text-lg font-semibold text-slate-900">{text}</h1>
    </div>
  );
}
