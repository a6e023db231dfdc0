import { createFileRoute } from '@tanstack/react-router';
import { LogoStrip } from '@/components/sections/logo-strip';
import { PageBlocks } from '@/features/page/page-blocks';
import { Section } from '@/components/sections/section';
import {
  communityBlock,
  directorySection,
  logoStripSection,
  partnersEstimate,
  partnersHero,
  partnersReachOut,
} from '@/content/about/partners';
import { partnersMeta } from '@/content/about/partners.meta';
import { financingPartners, partners, salesPartners } from '@/content/partners';
import { routeHead } from '@/seo/route-head';
import styles from './-components/fade-in-page.module.css';
import { PartnerDirectory } from './-components/partner-directory';

export const Route = createFileRoute('/about/partners')({
  head: ({ match }) => routeHead(match, partnersMeta),
  component: PartnersPage,
});

function PartnersPage() {
  const { label, ...strip } = logoStripSection;
  const { financingTitle, salesTitle, ...directory } = directorySection;
  return (
    <div className={styles.page}>
      <PageBlocks blocks={[partnersHero]} />
      <Section {...strip} align="center">
        <LogoStrip partners={partners} label={label} />
      </Section>
      <Section {...directory} tone="sand">
        <PartnerDirectory financingTitle={financingTitle} salesTitle={salesTitle} financing={financingPartners} sales={salesPartners} />
      </Section>
      <PageBlocks blocks={[partnersReachOut, communityBlock, partnersEstimate]} />
    </div>
  );
}
