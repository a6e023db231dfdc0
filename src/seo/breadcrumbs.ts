import { headerMenus as spanishMenus } from '@/content/navigation.es';
import { headerMenus } from '@/content/navigation';
import type { Locale } from '@/shared/i18n/locales';
import { englishTwin, spanishTwin } from '@/content/twins';
import { localeOfPath, spanishPath } from '@/shared/i18n/paths';
import { townHubPath, type Town } from '@/shared/places/towns';

export interface Crumb {
  name: string;
  path: string;
}

/**
 * The pages the menus name, by (English) path: a deeper page's parents are named as the menus
 * name them. The Spanish menus have the same links in the same places, with Spanish labels.
 */
const namesFrom = (menus: readonly { groups: readonly { links: readonly { href: string; label: string }[] }[] }[]) =>
  new Map<string, string>(
    menus
      .flatMap((menu) => menu.groups.flatMap((g) => g.links))
      .filter((l) => !l.href.includes('#'))
      .map((l) => [l.href, l.label]),
  );
const named: Record<Locale, Map<string, string>> = { en: namesFrom(headerMenus), es: namesFrom(spanishMenus) };

/** The first crumb of every trail. */
export const homeCrumb: Record<Locale, Crumb> = { en: { name: 'Home', path: '/' }, es: { name: 'Inicio', path: '/es' } };

const AREAS = '/about/areas-we-serve';
const areas = (locale: Locale): Crumb => ({
  name: named[locale].get(AREAS) ?? named.en.get(AREAS) ?? 'Areas We Serve',
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
  if (localeOfPath(path) === 'es') {
    const english = englishTwin(path);
    return (english ? parentsOf(english) : []).map((c) => ({
      name: named.es.get(c.path) ?? c.name,
      path: spanishTwin(c.path) ?? c.path,
    }));
  }
  if (path.startsWith('/areas/')) return [areas('en')];
  const segments = path.split('/').filter(Boolean);
  const parents: Crumb[] = [];
  for (let i = 1; i < segments.length; i++) {
    const prefix = `/${segments.slice(0, i).join('/')}`;
    const name = named.en.get(prefix);
    if (name) parents.push({ name, path: prefix });
  }
  return parents;
}
