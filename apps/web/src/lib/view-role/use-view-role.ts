import { useContext } from 'react';
import { ViewRoleContext, type ViewRoleContextValue } from './view-role-context';

export function useViewRole(): ViewRoleContextValue {
  const value = useContext(ViewRoleContext);
  if (!value) throw new Error('useViewRole must be used within a ViewRoleProvider');
  return value;
}
