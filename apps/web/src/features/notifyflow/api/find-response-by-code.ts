import { responseCodeFoundSchema, type ResponseCodeFound } from '@estate/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The short code typed from a printed letter: the token of its response link (decision 077). */
export function findResponseByCode(code: string): Promise<ResponseCodeFound> {
  return api.post('/api/respond/code', { code }, responseCodeFoundSchema);
}

export function useFindResponseByCode() {
  return useMutation({ mutationFn: findResponseByCode });
}
