import { useMatches } from '@tanstack/react-router';
import type { Href } from '@/content/links';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The id of the page's own quote or estimate form, for pages that draw it in code rather than
     * as a content block (docs/decisions/031-phone-reach.md); a function of the loader's data when
     * only some of the route's pages have one.
     */
    quoteForm?: string | ((loaderData: unknown) => string | undefined);
  }
}

interface MatchLike {
  staticData?: { quoteForm?: string | ((loaderData: unknown) => string | undefined) } | undefined;
  loaderData?: unknown;
}

interface FormBlockLike {
  kind?: unknown;
  form?: unknown;
  id?: unknown;
}

/**
 * The id of the page's own lead form a quote can be asked for in: the route's `quoteForm`, else
 * the first quote or estimate form among the blocks its loader returned. A job application is no
 * quote form, so careers has none.
 */
export function pageQuoteForm(match: MatchLike | undefined): string | undefined {
  const own = match?.staticData?.quoteForm;
  if (typeof own === 'function') return own(match?.loaderData);
  if (own) return own;
  const blocks = (match?.loaderData as { blocks?: unknown } | undefined)?.blocks;
  if (!Array.isArray(blocks)) return undefined;
  const form = (blocks as FormBlockLike[]).find((b) => b.kind === 'form' && (b.form === 'quote' || b.form === 'estimate'));
  return typeof form?.id === 'string' ? form.id : undefined;
}

/** Where a quote is asked for from the quote page itself. */
export const QUOTE_PAGE: Href = '/contact#quote';

/**
 * The page's own quote form, as a link to it (`#estimate` on a service page), or undefined: the
 * header's quote action then goes to QUOTE_PAGE. The same in the prerender and after hydration,
 * since both read the route's data.
 */
export function useOwnQuoteForm(): string | undefined {
  const form = useMatches({ select: (matches) => pageQuoteForm(matches.at(-1)) });
  return form ? `#${form}` : undefined;
}
