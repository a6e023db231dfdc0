import { FaqAccordion } from '@/components/sections/faq-accordion';
import { Section } from '@/components/sections/section';
import type * as enCompany from '@/content/company';
import type * as enFaqs from '@/content/faqs';
import type { Localized } from '@/content/localized';
import type * as en from '@/content/resources/faq';
import { PageBlocks } from '@/features/page/page-blocks';
import { FaqAside } from './faq-aside';
import styles from './faq-page.module.css';

/** The FAQ page's copy: src/content/resources/faq.ts or its Spanish twin (text widened so both fit). */
export interface FaqContent {
  faqHero: typeof en.faqHero;
  faqSection: Localized<typeof en.faqSection>;
  faqAside: Localized<typeof en.faqAside>;
  faqCta: typeof en.faqCta;
}

/** The FAQ (/resources/faq and /es/recursos/preguntas-frecuentes): every question, and how to ask another. */
export function FaqPage(props: {
  content: FaqContent;
  faqs: { faqGroups: typeof enFaqs.faqGroups };
  company: { contactLines: Localized<typeof enCompany.contactLines> };
}) {
  const { content: c, faqs, company } = props;
  return (
    <>
      <PageBlocks blocks={[c.faqHero]} />
      <Section {...c.faqSection}>
        <div className={styles.layout}>
          <FaqAccordion id={c.faqSection.id} groups={faqs.faqGroups} />
          <FaqAside copy={c.faqAside} lines={company.contactLines} />
        </div>
      </Section>
      <PageBlocks blocks={[c.faqCta]} />
    </>
  );
}
