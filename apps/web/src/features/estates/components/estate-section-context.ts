import { createContext, useContext } from 'react';
import type { EstateDetail } from '../api/schemas';

/** The estate of the `/dashboard/estates/{id}/{section}` being shown, loaded once by the section layout. */
export const EstateSectionContext = createContext<EstateDetail | null>(null);

/**
 * The estate a section screen belongs to. Only for screens inside the estate section layout, which
 * renders them only once the estate has loaded (and shows "Estate not found" otherwise).
 */
export function useEstateSection(): EstateDetail {
  const estate = useContext(EstateSectionContext);
  if (!estate) throw new Error('useEstateSection is used outside the estate section layout.');
  return estate;
}
