import { isSample, ownerFacts, type Fact } from '@/shared/owner/facts';
import { site } from '@/shared/site';
import { footerAbout } from './footer';

/**
 * The company's figures, rendered from the owner facts (docs/decisions/011-fictional-samples.md):
 * copy never types them itself. A figure whose fact is still a sample carries `sample`, and the
 * components that show it say so or leave it out.
 */
export interface Stat {
  value: string;
  label: string;
  sample: boolean;
}

const figure = <T>(fact: Fact<T>, value: (v: T) => string, label: string): Stat => ({
  value: value(fact.value),
  label,
  sample: isSample(fact),
});

export const stats: readonly Stat[] = [
  // The site's build year (footer.ts), so prerendered and hydrated pages agree.
  figure(ownerFacts.foundedYear, (year) => String(footerAbout.year - year), 'years in business'),
  figure(ownerFacts.projectsCompleted, (n) => `${n.toLocaleString('en-US')}+`, 'projects completed'),
  figure(ownerFacts.workmanshipWarrantyYears, (years) => `${years} years`, 'workmanship warranty'),
  figure(ownerFacts.emergencyLine, (line) => line.hours, 'emergency line'),
];

/** Only the figures the owner has verified: for places too small to label a sample (heroes). */
export const verifiedStats: readonly Stat[] = stats.filter((s) => !s.sample);

/** Shown with figures that are still samples. */
export const sampleFiguresNote = 'Sample figures: the owner replaces them with real, checked numbers before launch.';

/**
 * Words for claims only the owner can back (docs/decisions/027-content-truth.md): each reads as a
 * claim only once its owner fact is verified, and says something true without it until then.
 */
const ownCrews = !isSample(ownerFacts.ownCrews) && ownerFacts.ownCrews.value;
const visits = isSample(ownerFacts.officeVisits) ? 'unknown' : ownerFacts.officeVisits.value;
export const claimText = {
  /** 'our own crews' once verified. */
  ourCrews: ownCrews ? 'our own crews' : 'our crews',
  /** A bullet for lists that say who installs, present only once verified. */
  ownCrewsLines: ownCrews ? ['Our own employees on every job, never subcontracted crews'] : [],
  /** The office and how to visit it, one wording on every page. */
  office: {
    'walk-in': 'Our Bakersfield office: walk in during office hours.',
    'by appointment': 'Our Bakersfield office: visits by appointment, so an estimator is free to sit down with you.',
    unknown: 'Our Bakersfield office: call ahead before you visit, so an estimator is free to sit down with you.',
  }[visits],
};

export interface Value {
  title: string;
  text: string;
}

export const coreValues: readonly Value[] = [
  {
    title: 'Expertise',
    text: 'Licensed electricians and solar designers who size every system to your meter data, not a rule of thumb.',
  },
  {
    title: 'Quality',
    text: 'Work installed to code and labeled for the inspector, with panels warranted for 25 years and workmanship we stand behind.',
  },
  {
    title: 'Customer Service',
    text: 'One project manager from the first call to permission to operate, and a real person on the phone when you call back.',
  },
];

/** The office hours, the emergency line and the licence line, as the footer and the contact page print them. */
export const contactLines = {
  hours: site.hours.map((h) => h.label),
  emergency: site.emergency,
  licence: site.licence,
};

/** Words the shared sections print around the content a page gives them. */
export const sectionText = {
  // The hero's row of verified figures, for assistive tech.
  statsLabel: 'Why customers choose us',
  pauseLogos: 'Pause logo animation',
  // A fact's document, and the month it was read (an ISO date).
  source: 'Source:',
  // Before the month, written by the language's dates (siteCopy.dates): 'read March 2026'.
  read: 'read',
  // Beside a cited document: the day the page's facts were last checked on it.
  checkedOn: 'checked',
  ourEstimate: 'Our estimate',
};
