import { ContactCards } from '@/components/sections/contact-cards';
import { FormSection } from '@/components/sections/form-section';
import { PageIntro } from '@/components/sections/page-intro';
import type * as en from '@/content/contact';
import type { Localized } from '@/content/localized';
import { LazyQuoteForm } from '@/features/leads/lazy-form';

/** The contact page's copy: src/content/contact.ts or its Spanish twin (text widened so both fit). */
export interface ContactContent {
  contactPage: Localized<typeof en.contactPage>;
}

/** The contact page (/contact and /es/contacto): the ways to reach us, then the quote form. */
export function ContactPage({ content }: { content: ContactContent }) {
  const copy = content.contactPage;
  return (
    <>
      <PageIntro eyebrow={copy.eyebrow} heading={copy.heading} text={copy.intro}>
        <ContactCards copy={copy} />
      </PageIntro>
      <FormSection id="quote" heading={copy.formHeading} text={copy.formText} points={copy.formPoints}>
        <LazyQuoteForm idPrefix="contact-quote" />
      </FormSection>
    </>
  );
}
