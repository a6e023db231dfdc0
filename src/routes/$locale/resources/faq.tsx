import { createFileRoute } from '@tanstack/react-router';
import { byLocale, localeParam } from '@/shared/i18n/paths';
import { routeHead } from '@/seo/route-head';
import { FaqPage } from '@/routes/$locale/resources/-components/faq-page';

export const Route = createFileRoute('/$locale/resources/faq')({
  loader: async ({ params }) => {
    const [content, faqs, company] = await byLocale(localeParam(params.locale), {
      en: () => Promise.all([import('@/content/resources/faq'), import('@/content/faqs'), import('@/content/company')]),
      es: () => Promise.all([import('@/content/resources/faq.es'), import('@/content/faqs.es'), import('@/content/company.es')]),
    });
    return { content, faqs, company };
  },
  // The accordion writes the FAQPage JSON-LD beside the questions it shows.
  head: ({ match, loaderData }) => routeHead(match, loaderData?.content.faqMeta),
  component: Page,
});

function Page() {
  const data = Route.useLoaderData();
  return <FaqPage {...data} />;
}
