import { NotFoundContent } from '@/components/errors/error-content';
import { paths } from '@/config/paths';

export function DashboardNotFoundRoute() {
  return <NotFoundContent homeHref={paths.dashboard.root.href()} homeLabel="Back to dashboard" />;
}
