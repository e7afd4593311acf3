import { orgAnswerSchema, type OrgAnswer, type OrgAnswerInput } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orgNotificationUrl } from './get-org-notification';
import { orgKeys } from './keys';

export function answerOrgNotification(
  id: string,
  body: OrgAnswerInput,
  idempotencyKey: string,
): Promise<OrgAnswer> {
  return api.post(`${orgNotificationUrl(id)}/answer`, body, orgAnswerSchema, { idempotencyKey });
}

/**
 * A structured answer, sent under the key the form made when it opened, so a double submit is one
 * answer. The notification is read again: its status and answers moved.
 */
export function useAnswerOrgNotification(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: OrgAnswerInput; idempotencyKey: string }) =>
      answerOrgNotification(id, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.notifications() }),
  });
}
