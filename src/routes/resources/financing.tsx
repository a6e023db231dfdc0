import { createFileRoute } from '@tanstack/react-router';
import { ComparisonTable } from '@/components/sections/comparison-table';
import { PageBlocks } from '@/features/page/page-blocks';
import { Section } from '@/components/sections/section';
import {
  comparisonSection,
  financingBlocks,
  financingComparison,
  financingCta,
  financingFaq,
  financingHero,
  financingOptions,
  financingOptionsSection,
} from '@/content/resources/financing';
import { financingMeta } from '@/content/resources/financing.meta';
import { routeHead } from '@/seo/route-head';
import { FinancingOptions } from './-components/financing-options';

export const Route = createFileRoute('/resources/financing')({
  head: ({ match }) => routeHead(match, financingMeta),
  component: FinancingPage,
});

function FinancingPage() {
  return (
    <>
      <PageBlocks blocks={[financingHero]} />
      <Section {...financingOptionsSection}>
        <FinancingOptions options={financingOptions} />
      </Section>
      <Section {...comparisonSection} tone="sand">
        <ComparisonTable {...financingComparison} />
      </Section>
      <PageBlocks blocks={[...financingBlocks, financingFaq, financingCta]} />
    </>
  );
}
