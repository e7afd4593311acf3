import {
  notificationCreatedSchema,
  type NotificationCreated,
  type NotificationFormInput,
} from '@estate/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type CreateNotificationInput = { payload: NotificationFormInput; documents: File[] };

/**
 * POST /api/notifications as multipart/form-data: the form values as JSON in `payload`, the files
 * in `documents`.
 */
export function createNotification({
  payload,
  documents,
}: CreateNotificationInput): Promise<NotificationCreated> {
  return api.postForm('/api/notifications', notifyflowForm(payload, documents), notificationCreatedSchema);
}

/** The multipart body NotifyFlow's uploads send: JSON in `payload`, the files in `documents`. */
export function notifyflowForm(payload: unknown, documents: readonly File[]): FormData {
  const body = new FormData();
  body.append('payload', JSON.stringify(payload));
  for (const file of documents) body.append('documents', file, file.name);
  return body;
}

export function useCreateNotification() {
  return useMutation({ mutationFn: createNotification });
}
