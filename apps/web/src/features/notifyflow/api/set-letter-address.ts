import { letterSchema } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lettersQueryKey } from './get-letters';

/** An admin gives a letter the postal address it goes to (the organisation the family typed). */
export function setLetterAddress({ id, address }: { id: string; address: string }) {
  return api.patch(`/api/admin/letters/${encodeURIComponent(id)}`, { address }, letterSchema);
}

export function useSetLetterAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLetterAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lettersQueryKey }),
  });
}
