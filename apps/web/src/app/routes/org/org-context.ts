import type { OrgMe } from '@estate/domain';
import { useOutletContext } from 'react-router';

/** The organisation the signed-in person acts for, and their role there: given by `OrgRoot`. */
export function useOrg(): OrgMe {
  return useOutletContext<OrgMe>();
}
