import { FormSection } from '@/components/sections/form-section';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { Section } from '@/components/sections/section';
import { SplitSection } from '@/components/sections/split-section';
import { LazyQuoteForm } from '@/features/leads/lazy-form';
import { PageBlocks } from '@/features/page/page-blocks';
import type { LandingPage } from './build-page';
import { LandingCards } from './landing-cards';
import { LandingHero } from './landing-hero';

/**
 * A topic x location landing page (docs/behaviour.md#landing-page): full-viewport hero, content sections whose
 * image side alternates on wide screens, then for one of the 14 towns what is local to it (its
 * facts with sources, its questions, its hub, service and neighbours) and elsewhere the six
 * service and blog cards, and the quote form,
 * which sends a 'landing' lead carrying this page's URL.
 */
export function LandingView({ page }: { page: LandingPage }) {
  const { landingText } = useSiteCopy().topicStates;
  return (
    <>
      <LandingHero {...page.hero} />
      {page.sections.map((s, i) => (
        <SplitSection
          key={s.id}
          id={s.id}
          heading={s.header}
          paragraphs={s.paragraphs}
          bullets={s.bullets}
          image={s.image}
          imageSide={i % 2 === 0 ? 'right' : 'left'}
          tone={i % 2 === 0 ? 'white' : 'offwhite'}
        />
      ))}
      <PageBlocks blocks={page.local} />
      {page.cards.length > 0 && (
        <Section
          id="services-and-blog"
          heading={page.cardsHeading}
          intro={landingText.cardsIntro.replace('{location}', page.location)}
          tone="white"
        >
          <LandingCards cards={page.cards} />
        </Section>
      )}
      <FormSection id="quote" heading={page.form.heading} text={page.form.text} points={page.form.points}>
        <LazyQuoteForm idPrefix="landing-quote" form="landing" title={landingText.formTitle} />
      </FormSection>
    </>
  );
}
