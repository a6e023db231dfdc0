import { createFileRoute } from '@tanstack/react-router';
import { PageBlocks } from '@/features/page/page-blocks';
import { localizedHref } from '@/content/twins';
import { byLocale, localeParam } from '@/shared/i18n/paths';
import { routeHead } from '@/seo/route-head';

// The fixed route /solar-installer-delano shows the Home Energy landing page; its canonical
// points there, in the page's language, so search engines index one copy
// (docs/decisions/006-landing-pages.md).
export const Route = createFileRoute('/$locale/solar-installer-delano')({
  loader: async ({ params }) => {
    const locale = localeParam(params.locale);
    const [{ delanoMeta }, { residentialLandingBlocks }] = await byLocale(locale, {
      en: () => Promise.all([import('@/content/solar-installer-delano'), import('@/content/services/residential-solar/index')]),
      es: () => Promise.all([import('@/content/solar-installer-delano.es'), import('@/content/services/residential-solar/index.es')]),
    });
    return { meta: { ...delanoMeta, canonical: localizedHref('/services/residential-solar', locale) }, blocks: residentialLandingBlocks };
  },
  head: ({ match, loaderData }) => routeHead(match, loaderData?.meta),
  component: Page,
});

function Page() {
  const data = Route.useLoaderData();
  return <PageBlocks blocks={data.blocks} />;
}
