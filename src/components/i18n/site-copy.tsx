import { createContext, useContext } from 'react';
import type { SiteCopy } from '@/content/site-copy-type';

/** The site copy of the page's language, provided by the root route (src/routes/__root.tsx). */
export const SiteCopyContext = createContext<SiteCopy | null>(null);

/**
 * The copy of the chrome, shared sections and forms in the page's language
 * (docs/decisions/024-one-route-tree.md). Components read copy here or from their props; none
 * picks a language's module itself.
 */
export function useSiteCopy(): SiteCopy {
  const copy = useContext(SiteCopyContext);
  if (!copy) throw new Error('useSiteCopy() needs the SiteCopyContext the root route provides');
  return copy;
}
