import { notificationReplyCreatedSchema, type NotificationReplyCreated } from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notifyflowForm } from './create-notification';
import { notificationStatusQueryKey } from './get-notification-status';

export type ReplyToInstitutionInput = {
  referenceCode: string;
  rowId: string;
  message: string;
  idempotencyKey: string;
  uploadIds: readonly string[];
};

/**
 * POST /api/notifications/:code/institutions/:id/replies as multipart/form-data: the reply as JSON
 * in `payload`, the staged files by upload id (as the notification form sends them).
 */
export function replyToInstitution({
  referenceCode,
  rowId,
  message,
  idempotencyKey,
  uploadIds,
}: ReplyToInstitutionInput): Promise<NotificationReplyCreated> {
  const enc = encodeURIComponent;
  return api.postForm(
    `/api/notifications/${enc(referenceCode)}/institutions/${enc(rowId)}/replies`,
    notifyflowForm({ message, idempotencyKey }, uploadIds),
    notificationReplyCreatedSchema,
  );
}

/** The reply; the status is read again afterwards (the live stream brings it too). */
export function useReplyToInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToInstitution,
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: notificationStatusQueryKey(input.referenceCode) }),
  });
}
