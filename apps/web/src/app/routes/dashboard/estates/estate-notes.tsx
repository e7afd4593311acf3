import { EstateRecordSection } from '@/features/estates/components/estate-record-section';
import { noteKind } from '@/features/estate-work/notes';

/** /dashboard/estates/{id}/notes: the estate's working notes, each with its comment thread. */
export function NotesRoute() {
  return (
    <EstateRecordSection
      kind={noteKind}
      title="Notes & Comments"
      subtitle={(name) => `Working notes on the estate of ${name}, and the conversation about them.`}
      runnersOnly
    />
  );
}
