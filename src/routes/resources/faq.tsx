import { createFileRoute } from '@tanstack/react-router';
import { FaqAccordion } from '@/components/sections/faq-accordion';
import { PageBlocks } from '@/features/page/page-blocks';
import { Section } from '@/components/sections/section';
import { faqGroups } from '@/content/faqs';
import { faqCta, faqHero, faqSection } from '@/content/resources/faq';
import { faqMeta } from '@/content/resources/faq.meta';
import { faqPageJsonLd } from '@/seo/json-ld/faq-page';
import { routeHead } from '@/seo/route-head';
import { FaqAside } from './-components/faq-aside';
import styles from './-components/faq-page.module.css';

export const Route = createFileRoute('/resources/faq')({
  // The FAQPage JSON-LD needs every answer. It is built in the loader, which is split into the
  // same chunk as the component, so the answers are not shipped in the main bundle for the
  // head (head() runs after the loader, in the prerender as in the browser).
  codeSplitGroupings: [['loader', 'component']],
  loader: () => ({ jsonLd: faqPageJsonLd(faqGroups) }),
  head: ({ match, loaderData }) => routeHead(match, faqMeta, loaderData ? [loaderData.jsonLd] : []),
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
