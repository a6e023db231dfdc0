import heroImage from '@/assets/illustrations/hero-ranch-solar.svg';
import homeEnergyImage from '@/assets/illustrations/home-energy.svg';
import commercialImage from '@/assets/illustrations/commercial-roof-array.svg';
import agricultureImage from '@/assets/illustrations/agrivoltaic-rows.svg';
import generalImage from '@/assets/illustrations/main-panel.svg';
import valuesImage from '@/assets/illustrations/values-sun-grid.svg';
import type { Href } from './links';
import type { Action, Illustration } from './types';
import type { PageMeta } from '@/content/types';
import { claimText } from '@/content/company';
import { callbackPeriod } from '@/content/callback';

export const hero = {
  eyebrow: 'Kern County · Bakersfield · San Joaquin Valley',
  headline: 'Professionalism. Quality. Service.',
  subtitle:
    'Solar, batteries and licensed electrical work for homes, farms, businesses and oilfields, designed for Valley heat and NEM 3.0.',
  primary: { label: 'Get a Free Quote', href: '/contact' } satisfies Action,
  secondaryPrefix: 'Call',
  image: {
    src: heroImage,
    alt: 'A single-story Valley ranch house with a roof covered in solar panels and a battery on the side wall, under a low afternoon sun with foothills behind.',
    width: 1200,
    height: 900,
  } satisfies Illustration,
};

export const intro = {
  eyebrow: 'Who we are',
  heading: 'Energy work done right, by people who live here',
  paragraphs: [
    'Summer afternoons in the Valley push air conditioners, pumps and panels to their limits. We design solar, storage and electrical systems for exactly those conditions: 110-degree roofs, dust, long irrigation seasons and utility rates that change every year.',
    claimText.ownCrewsLines.length
      ? 'Our crews are our own employees, not subcontractors. The electrician who walks your property is part of the team that installs it, pulls the permit, meets the inspector and answers the phone if anything ever needs attention.'
      : 'The electrician who walks your property works with the team that installs it, pulls the permit, meets the inspector and answers the phone if anything ever needs attention.',
  ],
};

export interface ServiceTile {
  title: string;
  text: string;
  href: Href;
  cta: string;
  image: Illustration;
}

export const serviceTilesEyebrow = 'Services';
export const serviceTilesHeading = 'What we do';

export const serviceTiles: readonly ServiceTile[] = [
  {
    title: 'Home Energy',
    text: 'Rooftop solar and batteries sized to your PG&E or SCE usage, so your true-up bill stops being a surprise.',
    href: '/services/residential-solar',
    cta: 'Explore home solar',
    image: {
      src: homeEnergyImage,
      alt: 'Solar panels on a house roof in the afternoon sun.',
      width: 800,
      height: 600,
    },
  },
  {
    title: 'Commercial Electric',
    text: 'Tenant improvements, new construction and commercial solar, planned around your business hours.',
    href: '/services/commercial-electric',
    cta: 'See commercial work',
    image: {
      src: commercialImage,
      alt: 'A flat-roofed warehouse with rows of tilted solar panels.',
      width: 800,
      height: 600,
    },
  },
  {
    title: 'Agricultural',
    text: 'Pump and well power, ag solar and agrivoltaic arrays that keep irrigation running through peak rates.',
    href: '/services/agriculture',
    cta: 'Power your operation',
    image: {
      src: agricultureImage,
      alt: 'Raised solar rows over crop rows beside a pump house.',
      width: 800,
      height: 600,
    },
  },
  {
    title: 'General Electric',
    text: 'Panel upgrades, rewiring, lighting and 24/7 emergency repairs, dispatched from our Bakersfield office.',
    href: '/services/general-electric',
    cta: 'Book an electrician',
    image: {
      src: generalImage,
      alt: 'An open residential main service panel with its breakers, beside the utility meter.',
      width: 800,
      height: 600,
    },
  },
];

export const valuesBanner = {
  heading: 'Built on expertise, quality and customer service',
  text: 'Based in Bakersfield and working across Kern County. Every job is held to the same three promises, whether it is a single outlet or a 2-megawatt array.',
  link: { label: 'More about us', href: '/about' } satisfies Action,
  image: valuesImage,
};

export const homeQuote = {
  heading: 'Get a no-obligation quote',
  text: `Send us a few details and one of our estimators will call you back within ${callbackPeriod.en}.`,
  points: [
    `A call back within ${callbackPeriod.en}`,
    'A free site visit and a written, itemized quote',
    'No pressure, no obligation, no shared details',
  ],
};

export const homeMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Solar & Electrical Contractor in Bakersfield',
  description:
    'Licensed solar and electrical contractor for Bakersfield and Kern County: rooftop solar, batteries, EV chargers, and commercial, farm and oilfield work.',
};
