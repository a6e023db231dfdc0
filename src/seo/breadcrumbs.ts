import type { Locale } from '@/shared/i18n/locales';
import { englishTwin, spanishTwin } from '@/content/twins';
import { localeOfPath, spanishPath } from '@/shared/i18n/paths';
import { townHubPath, type Town } from '@/shared/places/towns';

export interface Crumb {
  name: string;
  path: string;
}

type Menus = readonly { groups: readonly { links: readonly { href: string; label: string }[] }[] }[];

/**
 * The pages the menus name, by (English) path, per language: a deeper page's parents are named as
 * the menus name them. The Spanish menus have the same links in the same places, with Spanish
 * labels. The root route's loader gives each language's menus as it loads that language's site
 * copy (nameCrumbsFrom), which it does before any head() runs, so a page carries one language's
 * navigation, not both (issue 26; docs/decisions/033-hydration-js.md).
 */
const named: Partial<Record<Locale, ReadonlyMap<string, string>>> = {};

/** Names the crumbs of `locale` after its menus' links (the root route's loader calls it). */
export function nameCrumbsFrom(locale: Locale, menus: Menus): void {
  named[locale] ??= new Map(
    menus
      .flatMap((menu) => menu.groups.flatMap((g) => g.links))
      .filter((l) => !l.href.includes('#'))
      .map((l) => [l.href, l.label]),
  );
}

function namesOf(locale: Locale): ReadonlyMap<string, string> {
  const names = named[locale];
  if (!names) throw new Error(`breadcrumbs: no menu names for "${locale}"; the root route's loader gives them (nameCrumbsFrom)`);
  return names;
}

/** The first crumb of every trail. */
export const homeCrumb: Record<Locale, Crumb> = { en: { name: 'Home', path: '/' }, es: { name: 'Inicio', path: '/es' } };

const AREAS = '/about/areas-we-serve';
const areas = (locale: Locale): Crumb => ({
  name: namesOf(locale).get(AREAS) ?? 'Areas We Serve',
  path: locale === 'es' ? (spanishPath(AREAS) ?? AREAS) : AREAS,
});

/** Home > Areas We Serve > the town: the parents of a page about one town. */
export const townParents = (town: Pick<Town, 'name' | 'slug'>, locale: Locale = 'en'): Crumb[] => {
  const hub = townHubPath(town.slug);
  return [areas(locale), { name: town.name, path: locale === 'es' ? (spanishPath(hub) ?? hub) : hub }];
};

/**
 * The parents of a page between Home and itself, following the site's hierarchy: the sections
 * its path sits under that are pages of their own (/services/residential-solar for
 * /services/residential-solar/batteries; /resources/blog for a post). A town hub sits under
 * Areas We Serve; a topic page of a town names its parents itself (townParents).
 */
export function parentsOf(path: string): Crumb[] {
  const locale = localeOfPath(path);
  const english = locale === 'es' ? englishTwin(path) : path;
  if (!english) return [];
  if (english.startsWith('/areas/')) return [areas(locale)];
  const names = namesOf(locale);
  const segments = english.split('/').filter(Boolean);
  const parents: Crumb[] = [];
  for (let i = 1; i < segments.length; i++) {
    const prefix = `/${segments.slice(0, i).join('/')}`;
    const name = names.get(prefix);
    if (name) parents.push({ name, path: locale === 'es' ? (spanishTwin(prefix) ?? prefix) : prefix });
  }
  return parents;
}
