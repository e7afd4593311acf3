import { avatarColourOf, initialsOf } from '@estate/domain';
import { cn } from '@/lib/cn';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

const sizes: Record<AvatarSize, string> = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-12 text-base',
  xl: 'size-16 text-xl',
};

/**
 * The initials of a name (first letters of up to two words) on a colour derived from the name
 * (spec 1 §2.5). Decorative when the name is shown next to it; otherwise it is an image named
 * after the person.
 */
export function Avatar({
  name,
  size = 'md',
  decorative = false,
  className,
}: {
  name: string | null | undefined;
  size?: AvatarSize;
  decorative?: boolean;
  className?: string;
}) {
  const initials = initialsOf(name);
  const classes = cn(
    'inline-flex shrink-0 select-none items-center justify-center rounded-full font-semibold text-white',
    sizes[size],
    className,
  );
  const style = { backgroundColor: avatarColourOf(name) };
  if (decorative) {
    // Drawn by CSS, so the initials do not become part of a surrounding button's text (a control
    // named "Account menu" must not also read "JD").
    return (
      <span
        aria-hidden="true"
        data-initials={initials}
        className={cn(classes, 'before:content-[attr(data-initials)]')}
        style={style}
      />
    );
  }
  return (
    <span role="img" aria-label={name || 'User'} className={classes} style={style}>
      <span aria-hidden="true">{initials}</span>
    </span>
  );
}
