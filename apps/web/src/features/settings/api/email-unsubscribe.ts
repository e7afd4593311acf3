import {
  emailUnsubscribeStateSchema,
  ONE_CLICK_FIELD,
  ONE_CLICK_VALUE,
  type EmailUnsubscribeState,
} from '@estate/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const urlOf = (token: string) => `/api/email/unsubscribe/${encodeURIComponent(token)}`;
const keyOf = (token: string) => ['email-unsubscribe', token] as const;

/** What the link turns off, and whether that email is still on (the GET changes nothing). */
export function useEmailUnsubscribe(token: string) {
  return useQuery(
    queryOptions({
      queryKey: keyOf(token),
      queryFn: ({ signal }) => api.get(urlOf(token), emailUnsubscribeStateSchema, signal),
      retry: false,
    }),
  );
}

/** The one-click POST a mail provider would send (RFC 8058 §3.2), sent by the page's button. */
export function useStopEmails(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<EmailUnsubscribeState> =>
      api.post(urlOf(token), { [ONE_CLICK_FIELD]: ONE_CLICK_VALUE }, emailUnsubscribeStateSchema),
    onSuccess: (state) => queryClient.setQueryData(keyOf(token), state),
  });
}
