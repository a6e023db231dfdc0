import type { EnglishFixedPath } from '@/shared/i18n/paths';
import type { TopicSlug } from '@/shared/places/topic-index';

/**
 * The hrefs content may hold, checked by the compiler: a link to a page that does not exist
 * fails `tsc`. The fixed pages are the list in src/shared/i18n/paths.ts (which content.test.ts
 * holds to the route files), so type checking never waits for the router's generated table.
 * The pages with a parameter are matched by pattern; their parameters come from data the
 * compiler cannot enumerate (towns are not a literal tuple; blog posts are files the bundler
 * finds), so content.test.ts checks those links against the real set of pages.
 */
type RoutePath = EnglishFixedPath;

/** A topic x town landing page, rendered by /$slug. */
export type LandingPath = `/${TopicSlug}-${string}`;

/** A blog post, rendered by /resources/blog/$postId. */
export type BlogPath = `/resources/blog/${string}`;

/** A town's hub page, rendered by /areas/$town. */
export type TownPath = `/areas/${string}`;

export type PagePath = RoutePath | LandingPath | BlogPath | TownPath;

/** A page of this site, optionally with an anchor on it. */
export type InternalHref = PagePath | `${PagePath}#${string}`;

export type ExternalHref = `tel:${string}` | `mailto:${string}` | `https://${string}`;

export type Href = InternalHref | ExternalHref;

/** The path of a landing page, typed as one. */
export const landingPath = (topic: TopicSlug, town: string): LandingPath => `/${topic}-${town}`;
