import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { menuItemClasses } from './menu-styles';

/** A menu item that goes somewhere: its icon (hidden from screen readers) and its words. */
export function MenuLinkItem({
  to,
  icon: Icon,
  className = menuItemClasses,
  children,
}: {
  to: string;
  icon: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Item asChild className={className}>
      <Link to={to}>
        <Icon aria-hidden="true" className="size-4" />
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}
