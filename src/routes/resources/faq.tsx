import { createFileRoute } from '@tanstack/react-router';
import { FaqAccordion } from '@/components/sections/faq-accordion';
import { PageBlocks } from '@/features/page/page-blocks';
import { Section } from '@/components/sections/section';
import { faqGroups } from '@/content/faqs';
import { faqCta, faqHero, faqSection } from '@/content/resources/faq';
import { faqMeta } from '@/content/resources/faq.meta';
import { routeHead } from '@/seo/route-head';
import { FaqAside } from './-components/faq-aside';
import styles from './-components/faq-page.module.css';

export const Route = createFileRoute('/resources/faq')({
  // The accordion writes the FAQPage JSON-LD beside the questions it shows.
  head: ({ match }) => routeHead(match, faqMeta),
  component: FaqPage,
});

function FaqPage() {
  return (
    <>
      <PageBlocks blocks={[faqHero]} />
      <Section {...faqSection}>
        <div className={styles.layout}>
          <FaqAccordion id={faqSection.id} groups={faqGroups} />
          <FaqAside />
        </div>
      </Section>
      <PageBlocks blocks={[faqCta]} />
    </>
  );
}
