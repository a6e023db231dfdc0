import { notFound, redirect } from '@tanstack/react-router';
import { site } from '@/shared/site';
import { landingText as englishText } from '@/content/topics/states';
import { landingText as spanishText } from '@/content/topics/states.es';
import { pageHead } from '@/seo/head';
import type { Locale } from '@/shared/i18n/locales';
import { SPANISH_ROOT } from '@/shared/i18n/paths';
import { loadPageCopy } from '@/features/towns/page-copy';
import type { LandingPage } from './build-page';
import { resolveSlug } from '@/shared/slug/resolve-slug';
import { resolveSpanishSlug } from '@/shared/slug/resolve-spanish-slug';

export type LandingData = { kind: 'unavailable'; searchTerm: string; location: string } | { kind: 'page'; page: LandingPage };

const resolve = (slug: string, locale: Locale) => (locale === 'es' ? resolveSpanishSlug(slug) : resolveSlug(slug));

/**
 * beforeLoad of /$slug and /es/$slug: aliases redirect (replacing the history entry), hostile or
 * unknown slugs are not found. A Spanish slug redirects to the Spanish slug of its topic.
 */
export function guardLanding(slug: string, locale: Locale = 'en') {
  const result = resolve(slug, locale);
  if (result.kind === 'redirect') {
    throw redirect({ to: '/$locale/$slug', params: { locale, slug: result.slug }, replace: true, statusCode: 301 });
  }
  if (result.kind === 'not-found') throw notFound();
}

/**
 * loader of /$slug and /es/$slug. The builder and the copy of the page's language are dynamic
 * imports: their copy stays out of the main bundle (and each language out of the other's pages),
 * and everything is bundled, so the page renders offline from a bare shell with no API call.
 */
export async function loadLanding(slug: string, locale: Locale = 'en'): Promise<LandingData> {
  const result = resolve(slug, locale);
  if (result.kind === 'unavailable') return { kind: 'unavailable', searchTerm: result.searchTerm, location: result.location };
  if (result.kind !== 'page') throw notFound();
  try {
    const [{ buildLandingPage }, copy] = await Promise.all([
      import('./build-page'),
      loadPageCopy(locale, result.town?.slug, [result.topic.slug]),
    ]);
    return { kind: 'page', page: buildLandingPage(result, copy) };
  } catch (error) {
    console.error(englishText.unavailable.error, error);
    throw error;
  }
}

/** head of /$slug and /es/$slug: the page's own settings, noindex for unknown towns and for every other state. */
export function landingHead(slug: string, data: LandingData | undefined, failed = false, locale: Locale = 'en') {
  if (data?.kind === 'page') {
    const p = data.page;
    return pageHead({
      title: p.title,
      description: p.description,
      path: p.path,
      keywords: p.keywords,
      noIndex: !p.indexable,
      canonicalElsewhere: p.indexable ? undefined : p.canonical,
      type: 'article',
      author: site.name,
      modifiedTime: p.modified,
      jsonLd: p.jsonLd,
    });
  }
  const text = locale === 'es' ? spanishText : englishText;
  const t = data || failed ? text.unavailable : { title: text.loading.title, description: text.loading.text };
  return pageHead({
    title: t.title,
    description: t.description,
    path: locale === 'es' ? `${SPANISH_ROOT}/${slug}` : `/${slug}`,
    noIndex: true,
  });
}
