import { noteDtoSchema, noteListSchema, type NoteDto, type NoteInput } from '@estate/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryRoots, recordKeys, refetchRoots } from '@/lib/query-keys';

/** Notes are a records kit kind (`/api/estates/:estateId/notes`); the estate page reads the newest. */
const notesPath = (estateId: string) => `/api/estates/${encodeURIComponent(estateId)}/notes`;

export function estateNotesQueryOptions(estateId: string) {
  return queryOptions({
    queryKey: [...queryRoots.estates, 'detail', estateId, 'notes'],
    queryFn: async ({ signal }) =>
      (await api.get(`${notesPath(estateId)}?sort=createdAt&order=desc&pageSize=100`, noteListSchema, signal))
        .items,
  });
}

/** An estate's 100 newest notes. Only for the people who run the estate (`enabled`). */
export function useEstateNotes(estateId: string, enabled = true) {
  return useQuery({ ...estateNotesQueryOptions(estateId), enabled });
}

/**
 * Add Note. The estate's "last updated", the dashboard's activity and the Notes & Comments page move
 * too, so all are re-read.
 */
export function useAddNote(estateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: NoteInput): Promise<NoteDto> => api.post(notesPath(estateId), note, noteDtoSchema),
    onSuccess: () =>
      refetchRoots(queryClient, [queryRoots.estates, queryRoots.dashboard, recordKeys.estate(estateId)]),
  });
}
