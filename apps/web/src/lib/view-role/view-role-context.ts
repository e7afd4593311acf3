import type { Role } from '@estate/domain';
import { createContext } from 'react';

export type ViewRoleContextValue = {
  /** The role the navigation is drawn for: an admin's chosen view, else the real role. */
  viewRole: Role;
  /** True when the signed-in user may switch views (admins only). */
  canSwitch: boolean;
  /** Steps admin → lawyer → executor → beneficiary → admin. Does nothing for non-admins. */
  cycleViewRole: () => void;
};

export const ViewRoleContext = createContext<ViewRoleContextValue | null>(null);
