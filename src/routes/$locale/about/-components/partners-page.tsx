import { LogoStrip } from '@/components/sections/logo-strip';
import { Section } from '@/components/sections/section';
import type * as en from '@/content/about/partners';
import type * as enPartners from '@/content/partners';
import type { Localized } from '@/content/localized';
import { PageBlocks } from '@/features/page/page-blocks';
import styles from './fade-in-page.module.css';
import { PartnerDirectory } from './partner-directory';

/** The partners page's copy: src/content/about/partners.ts or its Spanish twin (text widened so both fit). */
export interface PartnersContent {
  partnersHero: typeof en.partnersHero;
  logoStripSection: Localized<typeof en.logoStripSection>;
  directorySection: Localized<typeof en.directorySection>;
  partnersReachOut: typeof en.partnersReachOut;
  communityBlock: typeof en.communityBlock;
  partnersEstimate: typeof en.partnersEstimate;
}

/** The partner list itself: src/content/partners.ts or its Spanish twin. */
export interface PartnerList {
  partners: typeof enPartners.partners;
  financingPartners: typeof enPartners.financingPartners;
  salesPartners: typeof enPartners.salesPartners;
}

/** The partners page (/about/partners and /es/nosotros/socios): logos, then who does what. */
export function PartnersPage({ content: c, partners: p }: { content: PartnersContent; partners: PartnerList }) {
  const { label, ...strip } = c.logoStripSection;
  const { financingTitle, salesTitle, ...directory } = c.directorySection;
  return (
    <div className={styles.page}>
      <PageBlocks blocks={[c.partnersHero]} />
      <Section {...strip} align="center">
        <LogoStrip partners={p.partners} label={label} />
      </Section>
      <Section {...directory} tone="sand">
        <PartnerDirectory financingTitle={financingTitle} salesTitle={salesTitle} financing={p.financingPartners} sales={p.salesPartners} />
      </Section>
      <PageBlocks blocks={[c.partnersReachOut, c.communityBlock, c.partnersEstimate]} />
    </div>
  );
}
