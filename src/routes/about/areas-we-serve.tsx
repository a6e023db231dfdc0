import { createFileRoute } from '@tanstack/react-router';
import { CtaBand } from '@/components/sections/cta-band';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { areaLists, areasCta, areasFinder, areasHero, areasListsSection } from '@/content/about/areas-we-serve';
import { areasMeta } from '@/content/about/areas-we-serve.meta';
import { AreaLists } from '@/features/landing/area-lists';
import { AreasFinder } from '@/features/landing/areas-finder';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/about/areas-we-serve')({
  head: ({ match }) => routeHead(match, areasMeta),
  component: AreasPage,
});

function AreasPage() {
  return (
    <>
      <PageHero {...areasHero} />
      <Section id="areas-lists" heading={areasListsSection.heading} intro={areasListsSection.intro} tone="offwhite">
        <AreaLists lists={areaLists} />
      </Section>
      <Section id="areas-finder" heading={areasFinder.heading} intro={areasFinder.intro}>
        <AreasFinder />
      </Section>
      <CtaBand {...areasCta} />
    </>
  );
}
