import { CardGrid } from '@/components/sections/card-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { EstimateOffer } from '@/components/sections/estimate-offer';
import { FactList } from '@/components/sections/fact-list';
import { FaqAccordion } from '@/components/sections/faq-accordion';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { FormSection } from '@/components/sections/form-section';
import { LinkList } from '@/components/sections/link-list';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { SourceList } from '@/components/sections/source-list';
import { SplitSection } from '@/components/sections/split-section';
import { StatsBand } from '@/components/sections/stats-band';
import { Steps } from '@/components/sections/steps';
import { Testimonials } from '@/components/sections/testimonials';
import { TextSection } from '@/components/sections/text-section';
import type { Block } from '@/content/types';
import { LazyApplicationForm, LazyEstimateForm, LazyQuoteForm } from '@/features/leads/lazy-form';

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'hero':
      return <PageHero {...block} />;
    case 'text':
      return <TextSection id={`${block.id}-heading`} eyebrow={block.eyebrow} heading={block.heading} paragraphs={block.paragraphs} />;
    case 'split':
      return <SplitSection {...block} />;
    case 'cards':
      return (
        <Section {...block}>
          <CardGrid items={block.items} columns={block.columns} />
        </Section>
      );
    case 'features':
      return (
        <Section {...block}>
          <FeatureGrid items={block.items} columns={block.columns} />
        </Section>
      );
    case 'steps':
      return (
        <Section {...block}>
          <Steps steps={block.steps} />
        </Section>
      );
    case 'faq':
      return (
        <Section {...block}>
          <FaqAccordion id={block.id} groups={block.groups} structuredData={block.structuredData !== false} />
        </Section>
      );
    case 'testimonials':
      return (
        <Section {...block}>
          <Testimonials items={block.items} />
        </Section>
      );
    case 'sources':
      return (
        <Section {...block}>
          <SourceList items={block.items} />
        </Section>
      );
    case 'facts':
      return (
        <Section {...block}>
          <FactList items={block.items} />
        </Section>
      );
    case 'links':
      return (
        <Section {...block}>
          <LinkList items={block.items} />
        </Section>
      );
    case 'stats':
      return (
        <Section {...block} tone={block.tone ?? 'navy'}>
          <StatsBand />
        </Section>
      );
    case 'cta':
      return <CtaBand {...block} />;
    case 'estimate-offer':
      return <EstimateOffer town={block.town} />;
    case 'form':
      return (
        <FormSection id={block.id} heading={block.heading} text={block.text} points={block.points} tone={block.tone}>
          {block.form === 'quote' && <LazyQuoteForm idPrefix={`${block.id}-quote`} title={block.formTitle} />}
          {block.form === 'estimate' && <LazyEstimateForm idPrefix={`${block.id}-estimate`} title={block.formTitle} />}
          {block.form === 'application' && <LazyApplicationForm idPrefix={`${block.id}-apply`} title={block.formTitle} />}
        </FormSection>
      );
  }
}

/** Renders a page composed in a content module, block by block, in order. */
export function PageBlocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block) => (
        <BlockView key={block.kind === 'hero' ? 'hero' : block.id} block={block} />
      ))}
    </>
  );
}
