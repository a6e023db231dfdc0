import { createFileRoute } from '@tanstack/react-router';
import * as contact from '@/content/es/contact';
import { contactMeta } from '@/content/es/contact.meta';
import { routeHead } from '@/seo/route-head';
import { ContactPage } from '@/routes/-components/contact-page';

export const Route = createFileRoute('/es/contacto')({
  head: ({ match }) => routeHead(match, contactMeta),
  component: () => <ContactPage content={contact} />,
});
