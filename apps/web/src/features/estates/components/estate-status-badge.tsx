import { estateStatusTone } from '@estate/domain';
import { Badge } from '@/components/ui/badge';

/** Estate status (spec 2 §4): active green, pending amber, anything else red; Unknown when missing. */
export function EstateStatusBadge({ status }: { status: string | null | undefined }) {
  return (
    <Badge tone={status ? estateStatusTone(status) : 'error'}>
      {status ? capitalise(status) : 'Unknown'}
    </Badge>
  );
}

export function capitalise(text: string): string {
  const spaced = text.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
