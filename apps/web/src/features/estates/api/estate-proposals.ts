import {
  estateProposalListSchema,
  estateProposalSchema,
  type AcceptProposalInput,
  type EstateProposal,
} from '@estate/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recordKeys } from '@/lib/query-keys';

/**
 * Under the estate's notifications (issue 44): an organisation's answer arrives live as a NotifyFlow
 * change of the estate (decision 062), which refreshes both.
 */
const proposalsKey = (estateId: string) => ['estates', estateId, 'notifications', 'proposals'] as const;

/** What organisations reported on the estate's notifications, proposed as assets and liabilities. */
export function useEstateProposals(estateId: string, enabled = true) {
  return useQuery({
    queryKey: proposalsKey(estateId),
    queryFn: ({ signal }): Promise<EstateProposal[]> =>
      api
        .get(`/api/estates/${encodeURIComponent(estateId)}/proposals`, estateProposalListSchema, signal)
        .then((r) => r.items),
    enabled,
  });
}

/** Accept (as reported, or with `edits`) or reject a proposal, at the version it was read. */
export function useDecideProposal(estateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      proposal,
      verb,
      edits,
    }: {
      proposal: EstateProposal;
      verb: 'accept' | 'reject';
      edits?: Partial<AcceptProposalInput>;
    }) =>
      api.post(
        `/api/estates/${encodeURIComponent(estateId)}/proposals/${encodeURIComponent(proposal.id)}/${verb}`,
        verb === 'accept' ? (edits ?? {}) : {},
        estateProposalSchema,
        { ifMatch: proposal.version },
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: proposalsKey(estateId) });
      void queryClient.invalidateQueries({ queryKey: recordKeys.estate(estateId) });
    },
  });
}
