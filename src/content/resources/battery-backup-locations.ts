import batteryImage from '@/assets/illustrations/battery-wall.svg';
import type { Terrain, UtilityArea } from '@/shared/places/towns';
import type { Action, Feature, Illustration, PageMeta } from '@/content/types';
import { homeownerCreditLastYear } from '@/content/facts/incentive-text';
import { townCount } from '@/content/counts';

/** Copy of /resources/battery-backup-locations (docs/behaviour.md#routes). */
export const batteryHero = {
  eyebrow: 'Battery Backup Locations',
  heading: 'Backup batteries for every corner of Kern County',
  lead: 'Heat-wave evenings, fire-season shutoffs and NEM 3.0 all point the same way: store your own power. Pick your town for advice that fits where you live.',
  image: {
    src: batteryImage,
    alt: 'Two wall-mounted home batteries and a gateway connected by conduit in a garage.',
    width: 800,
    height: 600,
  } satisfies Illustration,
  actions: [{ label: 'Get a Free Quote', href: '/contact' }] satisfies Action[],
};

export const batteryTowns = {
  heading: 'Choose your town',
  intro:
    'Each page covers the outages, utility rules and savings that matter there, with the batteries we install: Tesla Powerwall 3, Enphase IQ Battery 5P and FranklinWH aPower.',
  linkLabel: (town: string) => `Backup batteries in ${town}`,
};

export const batteryReasons = {
  heading: 'Why Kern County homes are adding batteries',
  intro: 'Three reasons come up in almost every conversation we have about storage.',
  items: [
    {
      icon: 'emergency',
      title: 'Outages and shutoffs',
      text: 'Heat waves strain the grid on summer evenings, and fire-season shutoffs can last days in the mountains. A battery takes over in a fraction of a second.',
    },
    {
      icon: 'savings',
      title: 'NEM 3.0 savings',
      text: 'Exported solar earns little under NEM 3.0. A battery stores the midday surplus and runs the house through the 4-9 pm peak instead.',
    },
    {
      icon: 'percent',
      title: 'Battery rebates',
      text: `The federal credit for home batteries ended after ${homeownerCreditLastYear}, but many households qualify for SGIP rebates, and homes facing fire-season shutoffs qualify for the most. We check before you buy.`,
    },
  ] satisfies Feature[],
};

export const terrainLabels: Record<Terrain, string> = {
  valley: 'Valley floor',
  desert: 'High desert',
  mountain: 'Mountains',
};

export const utilityLabels: Record<UtilityArea, string> = {
  pge: 'mostly PG&E',
  sce: 'mostly SCE',
  check: 'PG&E or SCE: check your bill',
};

export const batteryCta: { id: string; heading: string; text: string; action: Action } = {
  id: 'battery-cta',
  heading: 'Size a battery for your home',
  text: 'Tell us what you need to keep running and whether you have solar. We will come back with options, prices and any rebates you qualify for.',
  action: { label: 'Contact Us Today', href: '/contact' },
};

export const batteryLocationsMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Backup Battery Installation Across Kern County',
  description: `Home backup batteries in ${townCount} Kern County towns, from Bakersfield and Delano to Tehachapi, Ridgecrest and Lake Isabella. Pick your town for local advice.`,
  keywords: ['backup battery Kern County', 'home battery installer', 'Powerwall Bakersfield', 'battery backup near me'],
};
