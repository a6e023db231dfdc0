import { CardGrid } from '@/components/sections/card-grid';
import { FormSection } from '@/components/sections/form-section';
import { HomeHero } from '@/components/sections/home-hero';
import { SectionHeader } from '@/components/sections/section-header';
import { TextSection } from '@/components/sections/text-section';
import { ValuesBanner } from '@/components/sections/values-banner';
import type * as en from '@/content/home';
import type { Localized } from '@/content/localized';
import { LazyQuoteForm } from '@/features/leads/lazy-form';
import styles from './home.module.css';

/** The home page's copy: src/content/home.ts or its Spanish twin (text widened so both fit). */
export interface HomeContent {
  hero: Localized<typeof en.hero>;
  intro: Localized<typeof en.intro>;
  serviceTilesEyebrow: string;
  serviceTilesHeading: string;
  serviceTiles: typeof en.serviceTiles;
  valuesBanner: Localized<typeof en.valuesBanner>;
  homeQuote: Localized<typeof en.homeQuote>;
}

/** The home page (/ and /es), in the language of the content it is given. */
export function HomePage({ content: c }: { content: HomeContent }) {
  return (
    <>
      <HomeHero {...c.hero} />
      <TextSection id="intro-heading" eyebrow={c.intro.eyebrow} heading={c.intro.heading} paragraphs={c.intro.paragraphs} />
      <section className={styles.tiles} aria-labelledby="services-heading">
        <div className="container">
          <SectionHeader id="services-heading" eyebrow={c.serviceTilesEyebrow} heading={c.serviceTilesHeading} />
          <CardGrid items={c.serviceTiles} />
        </div>
      </section>
      <ValuesBanner {...c.valuesBanner} />
      <FormSection id="quote" heading={c.homeQuote.heading} text={c.homeQuote.text} points={c.homeQuote.points}>
        <LazyQuoteForm idPrefix="home-quote" />
      </FormSection>
    </>
  );
}
