import { createFileRoute } from '@tanstack/react-router';
import { byLocale, localeParam } from '@/shared/i18n/paths';
import { routeHead } from '@/seo/route-head';
import { ContactPage } from '@/routes/$locale/-components/contact-page';

export const Route = createFileRoute('/$locale/contact')({
  loader: ({ params }) =>
    byLocale(localeParam(params.locale), { en: () => import('@/content/contact'), es: () => import('@/content/contact.es') }),
  head: ({ match, loaderData }) => routeHead(match, loaderData?.contactMeta),
  // The page's own quote form, for the quote action (docs/decisions/031-phone-reach.md).
  staticData: { quoteForm: 'quote' },
  component: Page,
});

function Page() {
  const data = Route.useLoaderData();
  return <ContactPage content={data} />;
}
