import { ComparisonTable } from '@/components/sections/comparison-table';
import { Section } from '@/components/sections/section';
import type { Localized } from '@/content/localized';
import type * as en from '@/content/resources/financing';
import { PageBlocks } from '@/features/page/page-blocks';
import { FinancingOptions } from './financing-options';

/** The financing page's copy: src/content/resources/financing.ts or its Spanish twin (text widened so both fit). */
export interface FinancingContent {
  financingHero: typeof en.financingHero;
  financingOptionsSection: Localized<typeof en.financingOptionsSection>;
  bestForLabel: string;
  financingOptions: typeof en.financingOptions;
  comparisonSection: Localized<typeof en.comparisonSection>;
  financingComparison: Localized<typeof en.financingComparison>;
  financingBlocks: typeof en.financingBlocks;
  financingFaq: typeof en.financingFaq;
  financingCta: typeof en.financingCta;
}

/** Financing (/resources/financing and /es/recursos/financiamiento): the three ways to pay, side by side. */
export function FinancingPage({ content: c }: { content: FinancingContent }) {
  return (
    <>
      <PageBlocks blocks={[c.financingHero]} />
      <Section {...c.financingOptionsSection}>
        <FinancingOptions options={c.financingOptions} bestForLabel={c.bestForLabel} />
      </Section>
      <Section {...c.comparisonSection} tone="sand">
        <ComparisonTable {...c.financingComparison} />
      </Section>
      <PageBlocks blocks={[...c.financingBlocks, c.financingFaq, c.financingCta]} />
    </>
  );
}
