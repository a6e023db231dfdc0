import { createFileRoute } from '@tanstack/react-router';
import { FormSection } from '@/components/sections/form-section';
import { CardGrid } from '@/components/sections/card-grid';
import { HomeHero } from '@/components/sections/home-hero';
import { SectionHeader } from '@/components/sections/section-header';
import { TextSection } from '@/components/sections/text-section';
import { ValuesBanner } from '@/components/sections/values-banner';
import { hero, homeQuote, intro, serviceTiles, serviceTilesHeading, valuesBanner } from '@/content/home';
import { homeMeta } from '@/content/home.meta';
import { LazyQuoteForm } from '@/features/leads/lazy-form';
import { routeHead } from '@/seo/route-head';
import styles from './-components/home.module.css';

export const Route = createFileRoute('/')({
  head: ({ match }) => routeHead(match, homeMeta),
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <HomeHero {...hero} />
      <TextSection id="intro-heading" eyebrow="Who we are" heading={intro.heading} paragraphs={intro.paragraphs} />
      <section className={styles.tiles} aria-labelledby="services-heading">
        <div className="container">
          <SectionHeader id="services-heading" eyebrow="Services" heading={serviceTilesHeading} />
          <CardGrid items={serviceTiles} />
        </div>
      </section>
      <ValuesBanner {...valuesBanner} />
      <FormSection id="quote" heading={homeQuote.heading} text={homeQuote.text} points={homeQuote.points}>
        <LazyQuoteForm idPrefix="home-quote" />
      </FormSection>
    </>
  );
}
