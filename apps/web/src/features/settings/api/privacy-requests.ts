import {
  privacyRequestListSchema,
  privacyRequestSchema,
  type PrivacyCorrectionInput,
  type PrivacyRequest,
} from '@estate/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/format';

export const privacyRequestsKey = ['settings', 'privacy-requests'] as const;

/** My privacy requests (downloads and corrections), newest first. */
export function useMyPrivacyRequests() {
  return useQuery(
    queryOptions({
      queryKey: privacyRequestsKey,
      queryFn: async ({ signal }) =>
        (await api.get('/api/me/privacy-requests', privacyRequestListSchema, signal)).items,
    }),
  );
}

/** Asks for a correction; answers the request as recorded, with its due date. */
export function requestCorrection(input: PrivacyCorrectionInput): Promise<PrivacyRequest> {
  return api.post('/api/me/privacy-requests', input, privacyRequestSchema);
}

/** Downloads everything held about me as a ZIP file; resolves to the file's name. */
export async function downloadMyInformation(): Promise<string> {
  const { blob, fileName } = await api.download('/api/me/privacy-export');
  const name = fileName ?? 'my-information.zip';
  saveBlob(blob, name);
  return name;
}
