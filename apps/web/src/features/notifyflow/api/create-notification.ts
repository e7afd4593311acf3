import {
  notificationCreatedSchema,
  type NotificationCreated,
  type NotificationFormInput,
} from '@estate/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appendUploadIds } from '@/lib/uploads';

export type CreateNotificationInput = { payload: NotificationFormInput; uploadIds: readonly string[] };

/**
 * POST /api/notifications as multipart/form-data: the form values as JSON in `payload`, the files
 * (sent earlier, decision 049) by their upload ids.
 */
export function createNotification({
  payload,
  uploadIds,
}: CreateNotificationInput): Promise<NotificationCreated> {
  return api.postForm('/api/notifications', notifyflowForm(payload, uploadIds), notificationCreatedSchema);
}

/** The multipart body NotifyFlow's forms send: JSON in `payload`, the staged files' upload ids. */
export function notifyflowForm(payload: unknown, uploadIds: readonly string[]): FormData {
  const body = new FormData();
  body.append('payload', JSON.stringify(payload));
  return appendUploadIds(body, uploadIds);
}

export function useCreateNotification() {
  return useMutation({ mutationFn: createNotification });
}
