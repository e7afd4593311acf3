import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn';
import { focusRing } from './focus';

/** An inline text link: blue-700 and underlined on hover, with the shared focus ring. */
export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={cn(
        'rounded-sm font-medium text-blue-700 underline-offset-2 hover:text-blue-800 hover:underline',
        focusRing,
        typeof className === 'string' ? className : undefined,
      )}
      {...props}
    />
  );
}
