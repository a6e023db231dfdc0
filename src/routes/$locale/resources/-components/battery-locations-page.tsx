import { CtaBand } from '@/components/sections/cta-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import type { Localized } from '@/content/localized';
import type * as en from '@/content/resources/battery-backup-locations';
import { BatteryTownLinks } from '@/features/landing/battery-town-links';

/** The battery locations page's copy: src/content/resources/battery-backup-locations.ts or its Spanish twin (text widened so both fit). */
export interface BatteryLocationsContent {
  batteryHero: Localized<typeof en.batteryHero>;
  batteryTowns: Localized<typeof en.batteryTowns>;
  batteryReasons: Localized<typeof en.batteryReasons>;
  batteryCta: Localized<typeof en.batteryCta>;
  terrainLabels: Localized<typeof en.terrainLabels>;
  utilityLabels: Localized<typeof en.utilityLabels>;
}

/** Battery backup by town (/resources/battery-backup-locations and its Spanish twin): pick a town, then why batteries. */
export function BatteryLocationsPage({ content: c }: { content: BatteryLocationsContent }) {
  return (
    <>
      <PageHero {...c.batteryHero} />
      <Section id="battery-towns" heading={c.batteryTowns.heading} intro={c.batteryTowns.intro} tone="offwhite">
        <BatteryTownLinks batteryTowns={c.batteryTowns} terrainLabels={c.terrainLabels} utilityLabels={c.utilityLabels} />
      </Section>
      <Section id="battery-reasons" heading={c.batteryReasons.heading} intro={c.batteryReasons.intro}>
        <FeatureGrid items={c.batteryReasons.items} columns={3} />
      </Section>
      <CtaBand {...c.batteryCta} />
    </>
  );
}
