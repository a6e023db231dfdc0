import { createFileRoute } from '@tanstack/react-router';
import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { batteryCta, batteryHero, batteryReasons, batteryTowns } from '@/content/resources/battery-backup-locations';
import { batteryLocationsMeta } from '@/content/resources/battery-backup-locations.meta';
import { BatteryTownLinks } from '@/features/landing/battery-town-links';
import { routeHead } from '@/seo/route-head';

export const Route = createFileRoute('/resources/battery-backup-locations')({
  head: ({ match }) => routeHead(match, batteryLocationsMeta),
  component: BatteryLocationsPage,
});

function BatteryLocationsPage() {
  return (
    <>
      <PageHero {...batteryHero} />
      <Section id="battery-towns" heading={batteryTowns.heading} intro={batteryTowns.intro} tone="offwhite">
        <BatteryTownLinks />
      </Section>
      <Section id="battery-reasons" heading={batteryReasons.heading} intro={batteryReasons.intro}>
        <FeatureGrid items={batteryReasons.items} columns={3} />
      </Section>
      <CtaBand {...batteryCta} />
    </>
  );
}
