import { notFound, redirect } from '@tanstack/react-router';
import { site } from '@/shared/site';
import { landingText } from '@/content/topics/states';
import { pageHead } from '@/seo/head';
import type { LandingPage } from './build-page';
import { resolveSlug } from '@/shared/slug/resolve-slug';

export type LandingData = { kind: 'unavailable'; searchTerm: string; location: string } | { kind: 'page'; page: LandingPage };

/** beforeLoad of /$slug: aliases redirect (replacing the history entry), hostile or unknown slugs are not found. */
export function guardLanding(slug: string) {
  const result = resolveSlug(slug);
  if (result.kind === 'redirect') throw redirect({ to: '/$slug', params: { slug: result.slug }, replace: true, statusCode: 301 });
  if (result.kind === 'not-found') throw notFound();
}

/**
 * loader of /$slug. The catalogue is a dynamic import: its copy stays out of the main bundle,
 * and everything is bundled, so the page renders offline from a bare shell with no API call.
 */
export async function loadLanding(slug: string): Promise<LandingData> {
  const result = resolveSlug(slug);
  if (result.kind === 'unavailable') return { kind: 'unavailable', searchTerm: result.searchTerm, location: result.location };
  if (result.kind !== 'page') throw notFound();
  try {
    const { buildLandingPage } = await import('./build-page');
    return { kind: 'page', page: buildLandingPage(result) };
  } catch (error) {
    console.error(landingText.unavailable.error, error);
    throw error;
  }
}

/** head of /$slug: the page's own settings, noindex for unknown towns and for every other state. */
export function landingHead(slug: string, data: LandingData | undefined, failed = false) {
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
  const t = data || failed ? landingText.unavailable : { title: landingText.loading.title, description: landingText.loading.text };
  return pageHead({ title: t.title, description: t.description, path: `/${slug}`, noIndex: true });
}
