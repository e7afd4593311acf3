import {
  estateNoteListSchema,
  estateNoteSchema,
  type CreateNoteInput,
  type EstateNote,
} from '@estate/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots, refetchRoots } from '@/lib/query-keys';

const notesPath = (estateId: string) => `/api/estates/${encodeURIComponent(estateId)}/notes`;

export function estateNotesQueryOptions(estateId: string) {
  return queryOptions({
    queryKey: [...queryRoots.estates, 'detail', estateId, 'notes'],
    queryFn: async ({ signal }) => (await api.get(notesPath(estateId), estateNoteListSchema, signal)).items,
  });
}

/** An estate's notes, newest first. Only for the people who run the estate (`enabled`). */
export function useEstateNotes(estateId: string, enabled = true) {
  return useQuery({ ...estateNotesQueryOptions(estateId), enabled });
}

/** Add Note. The estate's "last updated" and the dashboard's activity move too, so both are re-read. */
export function useAddNote(estateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: CreateNoteInput): Promise<EstateNote> =>
      api.post(notesPath(estateId), note, estateNoteSchema),
    onSuccess: () => refetchRoots(queryClient, [queryRoots.estates, queryRoots.dashboard]),
  });
}
