import type { TopicSlug } from '@/shared/places/topic-index';
import { defaultLocale, type Locale } from './locales';

/**
 * Where each page lives in each language (docs/decisions/018-spanish.md, 024-one-route-tree.md):
 * the one place the Spanish URLs of fixed pages, town hubs and topic pages are decided, shared
 * with the server. Spanish pages live under /es with Spanish slugs; town slugs stay as they are
 * (the towns keep their names); a blog post's Spanish slug is in its own file. Content keeps
 * English paths in its links; links are mapped to the page's language when they are rendered
 * (src/content/twins.ts).
 */
export const SPANISH_ROOT = '/es';

/** Every fixed English page and its Spanish twin. */
export const spanishFixedPaths = {
  '/': '/es',
  '/about': '/es/nosotros',
  '/about/areas-we-serve': '/es/nosotros/areas-de-servicio',
  '/about/careers': '/es/nosotros/empleos',
  '/about/partners': '/es/nosotros/socios',
  '/about/what-sets-us-apart': '/es/nosotros/lo-que-nos-distingue',
  '/contact': '/es/contacto',
  '/privacy': '/es/privacidad',
  '/resources/battery-backup-locations': '/es/recursos/baterias-de-respaldo-por-ciudad',
  '/resources/blog': '/es/recursos/blog',
  '/resources/faq': '/es/recursos/preguntas-frecuentes',
  '/resources/financing': '/es/recursos/financiamiento',
  '/resources/solar-estimate': '/es/recursos/estimacion-solar',
  '/services/agriculture': '/es/servicios/agricultura',
  '/services/commercial-electric': '/es/servicios/electricidad-comercial',
  '/services/commercial-electric/financing': '/es/servicios/electricidad-comercial/financiamiento',
  '/services/commercial-electric/new-construction': '/es/servicios/electricidad-comercial/construccion-nueva',
  '/services/commercial-electric/our-process': '/es/servicios/electricidad-comercial/nuestro-proceso',
  '/services/commercial-electric/remodels': '/es/servicios/electricidad-comercial/remodelaciones',
  '/services/commercial-electric/solar': '/es/servicios/electricidad-comercial/solar',
  '/services/general-electric': '/es/servicios/electricidad-general',
  '/services/oil-gas': '/es/servicios/petroleo-y-gas',
  '/services/residential-solar': '/es/servicios/energia-solar-residencial',
  '/services/residential-solar/batteries': '/es/servicios/energia-solar-residencial/baterias',
  '/services/residential-solar/ev-chargers': '/es/servicios/energia-solar-residencial/cargadores-para-carros-electricos',
  '/services/residential-solar/our-process': '/es/servicios/energia-solar-residencial/nuestro-proceso',
  '/services/residential-solar/system-upgrades': '/es/servicios/energia-solar-residencial/mejoras-al-sistema',
  '/solar-installer-delano': '/es/instalador-solar-delano',
} as const satisfies Record<string, string>;

export type EnglishFixedPath = keyof typeof spanishFixedPaths;

/** The topic part of a topic x town page: /{topic}-{town} and /es/{tema}-{town}. */
export const spanishTopicSlugs: Record<TopicSlug, string> = {
  'solar-installer': 'instalador-solar',
  'solar-contractor': 'contratista-solar',
  'home-energy': 'energia-para-el-hogar',
  'solar-tax-credits': 'creditos-fiscales-solares',
  'backup-battery': 'bateria-de-respaldo',
  'electric-vehicle': 'carro-electrico',
  'ev-charging': 'cargador-para-carro-electrico',
  'true-up-billing': 'factura-true-up',
  'solar-pge': 'interconexion-solar',
  pge: 'ayuda-con-la-factura-de-luz',
  'care-program': 'programa-care',
  'energy-discount': 'descuentos-de-energia',
  'energy-saving': 'ahorro-de-energia',
  sunrun: 'duenos-de-sunrun',
  sunpower: 'duenos-de-sunpower',
  sanova: 'comparar-cotizacion-sanova',
  agriculture: 'solar-y-electricidad-agricola',
};

const HUB_EN = '/areas/';
const HUB_ES = '/es/zonas/';
const BLOG_ES = '/es/recursos/blog/';

const invert = (record: Record<string, string>) => new Map(Object.entries(record).map(([k, v]) => [v, k]));
const englishFixed = invert(spanishFixedPaths);
const englishTopics = invert(spanishTopicSlugs);
// Longest first, so 'energia-para-el-hogar' is not read as a shorter topic plus a town.
const topicPairs = (map: Iterable<[string, string]>) => [...map].sort((a, b) => b[0].length - a[0].length);
const byEnglishTopic = topicPairs(Object.entries(spanishTopicSlugs));
const bySpanishTopic = topicPairs(englishTopics);

/** Whether a path is a Spanish page. */
export const localeOfPath = (path: string): Locale => (path === SPANISH_ROOT || path.startsWith(`${SPANISH_ROOT}/`) ? 'es' : 'en');

const trim = (path: string) => path.replace(/\/+$/, '') || '/';

/** Maps `/{topic}-{town}` between languages with the given topic pairs; undefined if no topic matches. */
function mapTopicSlug(slug: string, pairs: [string, string][]): string | undefined {
  for (const [from, to] of pairs) if (slug.startsWith(`${from}-`)) return `${to}${slug.slice(from.length)}`;
  return undefined;
}

/**
 * The Spanish twin of an English fixed page, hub or topic page (no hash or query), or undefined
 * when there is none. Blog posts keep their addresses in their own files: src/content/twins.ts
 * adds them for the site.
 */
export function spanishPath(englishPath: string): string | undefined {
  const path = trim(englishPath);
  if (path in spanishFixedPaths) return spanishFixedPaths[path as EnglishFixedPath];
  if (path.startsWith(HUB_EN)) return `${HUB_ES}${path.slice(HUB_EN.length)}`;
  const single = /^\/([a-z0-9-]+)$/.exec(path);
  const topic = single && mapTopicSlug(single[1]!, byEnglishTopic);
  return topic ? `${SPANISH_ROOT}/${topic}` : undefined;
}

/** The English twin of a Spanish path, or undefined when there is none. */
export function englishPath(spanish: string): string | undefined {
  const path = trim(spanish);
  const fixed = englishFixed.get(path);
  if (fixed) return fixed;
  if (path.startsWith(HUB_ES)) return `${HUB_EN}${path.slice(HUB_ES.length)}`;
  const single = /^\/es\/([a-z0-9-]+)$/.exec(path);
  const topic = single && mapTopicSlug(single[1]!, bySpanishTopic);
  return topic ? `/${topic}` : undefined;
}

/** The same fixed page, hub or topic page in the other language, if it has one. */
export const twinPath = (path: string): string | undefined => (localeOfPath(path) === 'es' ? englishPath(path) : spanishPath(path));

/*
 * The router's view of a URL (docs/decisions/024-one-route-tree.md). One route file serves a page
 * in both languages under a `$locale` segment: the router sees /en/about and /es/about, visitors
 * and crawlers see /about and /es/nosotros. toInternalPath and toPublicPath are the router's
 * rewrite pair (src/router.tsx); nothing else moves between the two.
 */
const INTERNAL_EN = '/en';
const HUB_INTERNAL_ES = '/es/areas/';
const BLOG_INTERNAL_ES = '/es/resources/blog/';

/**
 * The router's path for a public path: English gets the /en prefix; a Spanish fixed page or hub
 * gets its English slugs under /es. Spanish topic and blog slugs stay Spanish: their routes read
 * them with the Spanish rules (resolveSpanishSlug, the Spanish post slugs).
 */
export function toInternalPath(publicPath: string): string {
  if (localeOfPath(publicPath) === 'en') return publicPath === '/' ? INTERNAL_EN : `${INTERNAL_EN}${publicPath}`;
  const path = trim(publicPath);
  const fixed = englishFixed.get(path);
  if (fixed) return fixed === '/' ? SPANISH_ROOT : `${SPANISH_ROOT}${fixed}`;
  if (path.startsWith(HUB_ES)) return `${HUB_INTERNAL_ES}${path.slice(HUB_ES.length)}`;
  if (path.startsWith(BLOG_ES)) return `${BLOG_INTERNAL_ES}${path.slice(BLOG_ES.length)}`;
  return publicPath;
}

/** The public path of a router path: the inverse of toInternalPath (without a trailing slash). */
export function toPublicPath(internalPath: string): string {
  const path = trim(internalPath);
  if (path === INTERNAL_EN) return '/';
  if (path.startsWith(`${INTERNAL_EN}/`)) return path.slice(INTERNAL_EN.length);
  if (localeOfPath(path) !== 'es') return path;
  const rest = path.slice(SPANISH_ROOT.length) || '/';
  if (rest in spanishFixedPaths) return spanishFixedPaths[rest as EnglishFixedPath];
  if (path.startsWith(HUB_INTERNAL_ES)) return `${HUB_ES}${path.slice(HUB_INTERNAL_ES.length)}`;
  if (path.startsWith(BLOG_INTERNAL_ES)) return `${BLOG_ES}${path.slice(BLOG_INTERNAL_ES.length)}`;
  return path;
}

/** The language a route's `$locale` parameter names; anything else reads as the default. */
export const localeParam = (value: string | undefined): Locale => (value === 'es' ? 'es' : defaultLocale);

/** The copy of a page in its language: `byLocale(locale, { en: () => import(...), es: () => import(...) })`. */
export const byLocale = <E, S>(
  locale: Locale,
  loaders: { readonly en: () => Promise<E>; readonly es: () => Promise<S> },
): Promise<E | S> => (locale === 'es' ? loaders.es() : loaders.en());
