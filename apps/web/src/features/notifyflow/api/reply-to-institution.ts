import {
  apiErrorSchema,
  notificationReplyCreatedSchema,
  type NotificationReplyCreated,
} from '@estate/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { notificationStatusQueryKey } from './get-notification-status';

export type ReplyToInstitutionInput = {
  referenceCode: string;
  rowId: string;
  message: string;
  idempotencyKey: string;
  documents: File[];
};

/**
 * POST /api/notifications/:code/institutions/:id/replies as multipart/form-data: the reply as JSON
 * in `payload`, the files in `documents` (as the notification form sends them).
 */
export async function replyToInstitution({
  referenceCode,
  rowId,
  message,
  idempotencyKey,
  documents,
}: ReplyToInstitutionInput): Promise<NotificationReplyCreated> {
  const body = new FormData();
  body.append('payload', JSON.stringify({ message, idempotencyKey }));
  for (const file of documents) body.append('documents', file, file.name);
  const enc = encodeURIComponent;
  const response = await fetch(
    `/api/notifications/${enc(referenceCode)}/institutions/${enc(rowId)}/replies`,
    {
      method: 'POST',
      headers: { Accept: 'application/json' },
      credentials: 'include',
      body,
    },
  );
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(data);
    throw new ApiError({
      status: response.status,
      code: parsed.success ? parsed.data.code : 'UNKNOWN',
      serverMessage: parsed.success ? parsed.data.message || undefined : undefined,
      issues: parsed.success ? parsed.data.issues : undefined,
    });
  }
  return notificationReplyCreatedSchema.parse(data);
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
