import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useLocale } from '@/components/i18n/use-locale';
import type { Href } from '@/content/links';
import { localizedHref } from '@/content/twins';
import { toInternalPath } from '@/shared/i18n/paths';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: Href;
  children: ReactNode;
};

const isExternal = (href: string) => /^(?:[a-z]+:|\/\/)/i.test(href);

/**
 * Internal links go through the router (client-side navigation, preloading on intent), everything
 * else (tel:, mailto:, https:) stays a plain anchor. `href` is typed against the route table
 * (content/links.ts), so a link to a page that does not exist fails to compile. Content writes
 * English paths; on a Spanish page they lead to the Spanish twins (src/shared/i18n/paths.ts).
 */
export function AppLink({ href: written, children, ...rest }: Props) {
  const href = localizedHref(written, useLocale());
  if (isExternal(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  // The router is given its own path (/es/about for /es/nosotros) and writes the public href.
  const [path = '/', hash] = href.split('#');
  const to = toInternalPath(path);
  // A language's home (/en, /es) is the start of every path of that language: it is the
  // current page only on itself, or the logo would say "current page" everywhere.
  const exact = to === '/en' || to === '/es';
  return (
    <Link to={to} hash={hash} activeOptions={{ exact }} {...rest}>
      {children}
    </Link>
  );
}
