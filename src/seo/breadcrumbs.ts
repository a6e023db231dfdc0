import { headerMenus } from '@/content/navigation';
import { townHubPath, type Town } from '@/shared/places/towns';

export interface Crumb {
  name: string;
  path: string;
}

/** The pages the menus name, by path: a deeper page's parents are named as the menus name them. */
const named = new Map<string, string>(
  headerMenus
    .flatMap((menu) => menu.groups.flatMap((g) => g.links))
    .filter((l) => !l.href.includes('#'))
    .map((l) => [l.href, l.label]),
);

const areas: Crumb = { name: named.get('/about/areas-we-serve') ?? 'Areas We Serve', path: '/about/areas-we-serve' };

/** Home > Areas We Serve > the town: the parents of a page about one town. */
export const townParents = (town: Pick<Town, 'name' | 'slug'>): Crumb[] => [areas, { name: town.name, path: townHubPath(town.slug) }];

/**
 * The parents of a page between Home and itself, following the site's hierarchy: the sections
 * its path sits under that are pages of their own (/services/residential-solar for
 * /services/residential-solar/batteries; /resources/blog for a post). A town hub sits under
 * Areas We Serve; a topic page of a town names its parents itself (townParents).
 */
export function parentsOf(path: string): Crumb[] {
  if (path.startsWith('/areas/')) return [areas];
  const segments = path.split('/').filter(Boolean);
  const parents: Crumb[] = [];
  for (let i = 1; i < segments.length; i++) {
    const prefix = `/${segments.slice(0, i).join('/')}`;
    const name = named.get(prefix);
    if (name) parents.push({ name, path: prefix });
  }
  return parents;
}
