import { CtaBand } from '@/components/sections/cta-band';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import type * as en from '@/content/about/areas-we-serve';
import type { Localized } from '@/content/localized';
import { AreaLists } from '@/features/landing/area-lists';
import { AreasFinder } from '@/features/landing/areas-finder';

/** The areas page's copy: src/content/about/areas-we-serve.ts or its Spanish twin (text widened so both fit). */
export interface AreasContent {
  areasHero: Localized<typeof en.areasHero>;
  areasListsSection: Localized<typeof en.areasListsSection>;
  areaLists: typeof en.areaLists;
  areasFinder: Localized<typeof en.areasFinder>;
  topicBlurbs: Localized<typeof en.topicBlurbs>;
  topicGroupTitles: Localized<typeof en.topicGroupTitles>;
  areasCta: Localized<typeof en.areasCta>;
}

/** The areas we serve (/about/areas-we-serve and /es/nosotros/areas-de-servicio): the lists, then every page by town. */
export function AreasPage({ content: c }: { content: AreasContent }) {
  return (
    <>
      <PageHero {...c.areasHero} />
      <Section id="areas-lists" heading={c.areasListsSection.heading} intro={c.areasListsSection.intro} tone="offwhite">
        <AreaLists lists={c.areaLists} />
      </Section>
      <Section id="areas-finder" heading={c.areasFinder.heading} intro={c.areasFinder.intro}>
        <AreasFinder copy={c.areasFinder} topicBlurbs={c.topicBlurbs} topicGroupTitles={c.topicGroupTitles} />
      </Section>
      <CtaBand {...c.areasCta} />
    </>
  );
}
