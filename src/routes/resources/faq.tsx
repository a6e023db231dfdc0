import { createFileRoute } from '@tanstack/react-router';
import * as company from '@/content/company';
import * as faqs from '@/content/faqs';
import * as content from '@/content/resources/faq';
import { faqMeta } from '@/content/resources/faq.meta';
import { routeHead } from '@/seo/route-head';
import { FaqPage } from './-components/faq-page';

export const Route = createFileRoute('/resources/faq')({
  // The accordion writes the FAQPage JSON-LD beside the questions it shows.
  head: ({ match }) => routeHead(match, faqMeta),
  component: () => <FaqPage content={content} faqs={faqs} company={company} />,
});
