import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode } from 'react';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  children: ReactNode;
};

const isExternal = (href: string) => /^(?:[a-z]+:|\/\/)/i.test(href);

/**
 * Links from content modules are plain strings; internal ones go through the router (client-side
 * navigation, preloading on intent), everything else (tel:, mailto:, https:) stays a plain anchor.
 * Content links are checked against the route table by a test rather than by the type system.
 */
export function AppLink({ href, children, ...rest }: Props) {
  if (isExternal(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  const [path = '/', hash] = href.split('#');
  return (
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
    <Link to={path as any} hash={hash} {...rest}>
      {children}
    </Link>
  );
}
