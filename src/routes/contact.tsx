import { createFileRoute } from '@tanstack/react-router';
import { ContactCards } from '@/components/sections/contact-cards';
import { FormSection } from '@/components/sections/form-section';
import { PageIntro } from '@/components/sections/page-intro';
import { contactPage as copy } from '@/content/contact';
import { contactMeta } from '@/content/contact.meta';
import { LazyQuoteForm } from '@/features/leads/lazy-form';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/contact')({
  head: ({ match }) => routeHead(match, contactMeta),
  component: ContactPage,
});

function ContactPage() {
  return (
    <>
      <PageIntro eyebrow={copy.eyebrow} heading={copy.heading} text={copy.intro}>
        <ContactCards />
      </PageIntro>
      <FormSection id="quote" heading={copy.formHeading} text={copy.formText} points={copy.formPoints}>
        <LazyQuoteForm idPrefix="contact-quote" />
      </FormSection>
    </>
  );
}
