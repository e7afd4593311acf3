import {
  apiErrorSchema,
  notificationCreatedSchema,
  type NotificationCreated,
  type NotificationFormInput,
} from '@estate/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

export type CreateNotificationInput = { payload: NotificationFormInput; documents: File[] };

/**
 * POST /api/notifications as multipart/form-data: the form values as JSON in `payload`, the files
 * in `documents`. The shared JSON client cannot send files, so this call builds its own request and
 * turns a failure into the same `ApiError` the rest of the app handles.
 */
export async function createNotification({
  payload,
  documents,
}: CreateNotificationInput): Promise<NotificationCreated> {
  const body = new FormData();
  body.append('payload', JSON.stringify(payload));
  for (const file of documents) body.append('documents', file, file.name);

  const response = await fetch('/api/notifications', {
    method: 'POST',
    headers: { Accept: 'application/json' },
    credentials: 'include',
    body,
  });
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
  return notificationCreatedSchema.parse(data);
}

export function useCreateNotification() {
  return useMutation({ mutationFn: createNotification });
}
