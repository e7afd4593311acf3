import {
  responseLinkViewSchema,
  type institutionResponseSchema,
  type ResponseLinkView,
} from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { responseLinkQueryKey } from './get-response-link';

export type InstitutionResponseInput = z.input<typeof institutionResponseSchema>;

export function submitInstitutionResponse(
  token: string,
  input: InstitutionResponseInput,
): Promise<ResponseLinkView> {
  return api.post(`/api/respond/${encodeURIComponent(token)}`, input, responseLinkViewSchema);
}

/** An institution's answer through its link; the page then shows the updated view. */
export function useSubmitInstitutionResponse(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InstitutionResponseInput) => submitInstitutionResponse(token, input),
    onSuccess: (view) => queryClient.setQueryData(responseLinkQueryKey(token), view),
  });
}
