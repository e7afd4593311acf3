import { letterSchema } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, conflictOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { lettersQueryKey } from './keys';

/**
 * An admin gives a letter the postal address it goes to (the organisation the family typed), made
 * against the version the letter was read at (decision 060).
 */
export function setLetterAddress({ id, address, version }: { id: string; address: string; version: number }) {
  return api.patch(`/api/admin/letters/${encodeURIComponent(id)}`, { address }, letterSchema, {
    ifMatch: version,
  });
}

export function useSetLetterAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLetterAddress,
    // Said here, not by the form: once saved, the form is gone from the queue (a live refresh may
    // redraw the letter before the answer arrives), and a caller's own onSuccess would not run.
    onSuccess: (saved) => {
      toast.success(`Address saved for the letter to ${saved.institutionName}`);
      return queryClient.invalidateQueries({ queryKey: lettersQueryKey });
    },
    // Refused as stale (412): the queue is read again, so the next save is made against it.
    onError: (error) => {
      if (conflictOf(error)) void queryClient.invalidateQueries({ queryKey: lettersQueryKey });
    },
  });
}
