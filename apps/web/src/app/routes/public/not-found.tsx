import { NotFoundContent } from '@/components/errors/error-content';

export function NotFoundRoute() {
  return <NotFoundContent />;
}
