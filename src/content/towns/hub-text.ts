import type { PlaceKind } from '@/shared/places/towns';
import { callbackPeriod } from '@/content/callback';

/** The words of a town's hub page around its facts (docs/decisions/016-town-pages.md). */
export const hubText = (name: string) => ({
  title: `${name} Electricians and Solar Installers`,
  description: `Who issues permits in ${name}, which utility serves it, its climate zone and outage risk, with sources, and the work we do there.`,
  eyebrow: (kind: PlaceKind) => (kind === 'city' ? `City of ${name}` : `${name}, unincorporated Kern County`),
  heading: `Electrical and solar work in ${name}`,
  quoteAction: 'Get a Free Quote',
  factsHeading: `What shapes the work in ${name}`,
  factsIntro: 'Each fact names the document it comes from, so you can check it yourself.',
  topicsHeading: `What we do for ${name} homes and businesses`,
  topicsIntro: `Each service's whole story; what changes for it in ${name} is on this page.`,
  topicCta: 'Read the page',
  faqHeading: `Questions from ${name}`,
  nearbyHeading: 'Nearby towns we serve',
  nearbyText: (drive: string) => `${drive} from our Bakersfield office`,
  sourcesHeading: 'Sources',
  sourcesIntro: 'The documents the facts on this page come from.',
  formHeading: `Tell us about your ${name} project`,
  formText: `One of our estimators reads every request and calls back within ${callbackPeriod.en}.`,
});

/** The words around a town's facts on one of its topic pages. */
export const localText = (name: string, term: string) => ({
  factsHeading: `${term} in ${name}: what is local`,
  faqHeading: `Questions from ${name}`,
  linksHeading: `More for ${name}`,
  hubLabel: `${name} at a glance`,
  hubText: 'Permits, utility, climate zone and outages, with sources',
  serviceText: 'The whole story of this service, wherever you live',
  nearbyText: 'A nearby town we serve',
  sourcesHeading: 'Sources for this page',
});
