import type { Href } from '@/content/links';
import type { IconName } from '@/content/types';
import type { CardKey } from './types';
import { homeownerCreditLastYear, taxCreditPostTitle } from '@/content/facts/incentive-text';

export interface LandingCardTemplate {
  kind: 'service' | 'blog';
  icon: IconName;
  title: string;
  text: string;
  href: Href;
  cta: string;
}

/** The service cards of the landing pages; texts are templates like the topic copy. */
export const serviceCards: Record<CardKey, LandingCardTemplate> = {
  'residential-solar': {
    kind: 'service',
    icon: 'sun',
    title: 'Residential Solar',
    text: 'Rooftop and ground-mount systems for {location} homes, sized from twelve months of your own meter data.',
    href: '/services/residential-solar',
    cta: 'Explore home solar',
  },
  'our-process': {
    kind: 'service',
    icon: 'checklist',
    title: 'Our Process',
    text: 'Site visit, design, permits, a 1-3 day install and permission to operate. Start to finish takes 2-3 months.',
    href: '/services/residential-solar/our-process',
    cta: 'See each step',
  },
  'system-upgrades': {
    kind: 'service',
    icon: 'gauge',
    title: 'System Upgrades',
    text: 'Main panel upgrades, added panels and fixes for systems that no longer cover your bill.',
    href: '/services/residential-solar/system-upgrades',
    cta: 'Plan an upgrade',
  },
  'ev-chargers': {
    kind: 'service',
    icon: 'charger',
    title: 'EV Chargers',
    text: 'Level 2 chargers on a dedicated 240 V circuit, with a load check so your panel is never overloaded.',
    href: '/services/residential-solar/ev-chargers',
    cta: 'Charge at home',
  },
  batteries: {
    kind: 'service',
    icon: 'battery',
    title: 'Batteries',
    text: 'Tesla Powerwall 3, Enphase IQ Battery 5P or FranklinWH aPower, sized for outages and NEM 3.0 savings.',
    href: '/services/residential-solar/batteries',
    cta: 'Compare batteries',
  },
  'commercial-electric': {
    kind: 'service',
    icon: 'factory',
    title: 'Commercial Electric',
    text: 'Service upgrades, tenant improvements and maintenance for shops, offices and warehouses around {location}.',
    href: '/services/commercial-electric',
    cta: 'Commercial services',
  },
  'commercial-solar': {
    kind: 'service',
    icon: 'savings',
    title: 'Commercial Solar',
    text: 'Roof, carport and ground-mount arrays that cut demand charges for businesses and public buildings.',
    href: '/services/commercial-electric/solar',
    cta: 'Solar for business',
  },
  agriculture: {
    kind: 'service',
    icon: 'tractor',
    title: 'Agriculture',
    text: 'Pump panels, well motors, shop power and solar arrays that offset irrigation load on ag rates.',
    href: '/services/agriculture',
    cta: 'Farm and ranch power',
  },
  'oil-gas': {
    kind: 'service',
    icon: 'fuel',
    title: 'Oil & Gas',
    text: 'Oilfield electricians for pumpjack motors, controls and lease power across the west side of Kern County.',
    href: '/services/oil-gas',
    cta: 'Oilfield services',
  },
  'general-electric': {
    kind: 'service',
    icon: 'emergency',
    title: 'General & Emergency',
    text: 'Repairs, rewiring and a 24/7 line when the power fails, with crews dispatched from Bakersfield.',
    href: '/services/general-electric',
    cta: 'Get an electrician',
  },
};

/** The two blog teasers every landing page ends its card grid with (docs/behaviour.md#landing-page). */
export const blogCards: readonly [LandingCardTemplate, LandingCardTemplate] = [
  {
    kind: 'blog',
    icon: 'idea',
    title: 'Wi-Fi Reconnection Guide',
    text: 'New router and your solar app went quiet? Reconnect the inverter or battery gateway in a few minutes, step by step.',
    href: '/resources/blog/wifi-reconnects',
    cta: 'Read the guide',
  },
  {
    kind: 'blog',
    icon: 'percent',
    title: taxCreditPostTitle,
    text: `The homeowner solar credit ended after ${homeownerCreditLastYear}. What is left: leases, CARE, FERA, the property-tax exclusion and what to do now.`,
    href: '/resources/blog/solar-tax-credits',
    cta: 'Read the article',
  },
];
