import { createFileRoute } from '@tanstack/react-router';
import * as contact from '@/content/contact';
import { contactMeta } from '@/content/contact.meta';
import { routeHead } from '@/seo/route-head';
import { ContactPage } from './-components/contact-page';

export const Route = createFileRoute('/contact')({
  head: ({ match }) => routeHead(match, contactMeta),
  component: () => <ContactPage content={contact} />,
});
