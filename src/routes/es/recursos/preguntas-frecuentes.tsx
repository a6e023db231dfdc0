import { createFileRoute } from '@tanstack/react-router';
import * as company from '@/content/es/company';
import * as faqs from '@/content/es/faqs';
import * as content from '@/content/es/resources/faq';
import { faqMeta } from '@/content/es/resources/faq.meta';
import { routeHead } from '@/seo/route-head';
import { FaqPage } from '@/routes/resources/-components/faq-page';

export const Route = createFileRoute('/es/recursos/preguntas-frecuentes')({
  // The accordion writes the FAQPage JSON-LD beside the questions it shows.
  head: ({ match }) => routeHead(match, faqMeta),
  component: () => <FaqPage content={content} faqs={faqs} company={company} />,
});
