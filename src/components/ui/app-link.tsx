import { Link, useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent, MouseEventHandler, ReactNode } from 'react';
import { afterNextFrame } from '@/boot/after-press';
import { plainClick } from '@/boot/leaving';
import { useLocale } from '@/components/i18n/use-locale';
import type { Href } from '@/content/links';
import { localizedHref } from '@/content/twins';
import { toInternalPath } from '@/shared/i18n/paths';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: Href;
  children: ReactNode;
};

const isExternal = (href: string) => /^(?:[a-z]+:|\/\/)/i.test(href);

/** A click the router's Link follows in this tab (its own test): a plain left click, not prevented. */
function followedHere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return !event.defaultPrevented && plainClick(event) && (!target || target === '_self');
}

/**
 * A router link's click handler that answers first and navigates after: the link's answer (the
 * bar and the dimmed link, src/boot/leaving.ts) is set in the click's own task, but the router's
 * navigation, run there too, kept the frame that shows it back by 0.1-0.2 s on a phone
 * (docs/decisions/029-first-tap.md). The page's own handler (`onClick`: a menu closing) still
 * runs in the click; the router's work starts in the first task after the next frame.
 */
export function followAfterFrame(navigate: () => unknown, onClick?: MouseEventHandler<HTMLAnchorElement>) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!followedHere(event)) return;
    // The router's Link leaves a prevented click alone; this handler follows it instead.
    event.preventDefault();
    afterNextFrame(() => void navigate());
  };
}

/**
 * Internal links go through the router (client-side navigation, preloading on intent), everything
 * else (tel:, mailto:, https:) stays a plain anchor. `href` is typed against the route table
 * (content/links.ts), so a link to a page that does not exist fails to compile. Content writes
 * English paths; on a Spanish page they lead to the Spanish twins (src/shared/i18n/paths.ts).
 */
export function AppLink({ href: written, children, onClick, ...rest }: Props) {
  const href = localizedHref(written, useLocale());
  const router = useRouter();
  if (isExternal(href)) {
    return (
      <a href={href} onClick={onClick} {...rest}>
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
    <Link to={to} hash={hash} activeOptions={{ exact }} onClick={followAfterFrame(() => router.navigate({ to, hash }), onClick)} {...rest}>
      {children}
    </Link>
  );
}
