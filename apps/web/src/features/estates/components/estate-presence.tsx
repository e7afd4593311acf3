import { useEstatePresence } from '../api/presence';

/** "Also here: Mere Lawyer" on an estate's page, for those who run it (decision 062). */
export function EstatePresence({ estateId, enabled }: { estateId: string; enabled: boolean }) {
  const presence = useEstatePresence(estateId, enabled);
  const people = presence.data?.people ?? [];
  // Polite: said once when someone arrives or leaves, never interrupting.
  return (
    <p role="status" className="text-sm text-slate-700">
      {people.length ? (
        <>
          <span className="font-medium">Also here now:</span> {people.map((p) => p.name).join(', ')}
        </>
      ) : null}
    </p>
  );
}
