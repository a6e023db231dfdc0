import { factLabels, isSample, type FactKey, type OwnerFacts } from './facts';

/**
 * Where owner facts show up. The launch check turns these into page lists, so the owner sees
 * what each sample still touches (docs/decisions/011-fictional-samples.md).
 */
export type Surface =
  'every-page' | 'testimonials' | 'figures' | 'emails' | 'manifest' | 'privacy' | 'company-claims' | 'careers' | 'partners' | 'quote-forms';

export const surfaceLabels: Record<Surface, string> = {
  'every-page': 'every page (header, footer, structured data)',
  testimonials: 'pages with customer reviews',
  figures: 'pages with company figures (stats bands, home and landing heroes)',
  emails: 'lead notification emails',
  manifest: 'the installed app (web manifest)',
  privacy: 'the privacy notice',
  'company-claims': 'pages that make the claim once it is verified (about, what sets us apart, contact, home energy)',
  careers: 'the careers page',
  partners: 'the partners page',
  'quote-forms': 'pages with a quote form (the callback promise beside it, and what it says after sending)',
};

/** The surfaces that read each fact. A fact with none (photos) is still listed while sample. */
export const factSurfaces: Record<FactKey, readonly Surface[]> = {
  name: ['every-page', 'emails', 'manifest'],
  url: ['every-page', 'emails'],
  phone: ['every-page'],
  email: ['every-page'],
  address: ['every-page'],
  geo: ['every-page'],
  hours: ['every-page'],
  licence: ['every-page'],
  bondedInsured: ['every-page'],
  workmanshipWarrantyYears: ['figures'],
  certifications: ['every-page'],
  foundedYear: ['figures'],
  projectsCompleted: ['figures'],
  emergencyLine: ['every-page', 'figures'],
  reviews: ['testimonials'],
  socialProfiles: ['every-page'],
  photos: [],
  leadRetention: ['privacy'],
  ownCrews: ['company-claims'],
  benefits: ['careers'],
  partners: ['partners'],
  officeVisits: ['company-claims'],
  callbackWithin: ['quote-forms'],
  applicantCallWithin: ['careers'],
  payRanges: ['careers'],
};

export type PagesBySurface = Record<Surface, readonly string[]>;

export interface FactFinding {
  key: FactKey;
  label: string;
  /** Why it blocks launch. */
  reason: string;
  surfaces: readonly Surface[];
  /** The site paths that depend on it, sorted, without duplicates. */
  pages: readonly string[];
}

export interface LaunchCheckResult {
  ok: boolean;
  findings: readonly FactFinding[];
}

/** Why a fact cannot ship yet, or undefined when it can. */
function problem(key: FactKey, facts: OwnerFacts): string | undefined {
  const fact = facts[key];
  if (isSample(fact)) return 'still a sample';
  if (!fact.source?.trim()) return 'verified but no source given';
  if (key === 'licence' && !/^\d{6,8}$/.test(facts.licence.value.number)) return 'licence number is not a CSLB number (6 to 8 digits)';
  return undefined;
}

/** Every owner fact that is not ready for launch, with the pages that depend on it. */
export function launchCheck(facts: OwnerFacts, pages: PagesBySurface): LaunchCheckResult {
  const findings: FactFinding[] = [];
  for (const key of Object.keys(factLabels) as FactKey[]) {
    const reason = problem(key, facts);
    if (!reason) continue;
    const surfaces = factSurfaces[key];
    const paths = [...new Set(surfaces.flatMap((s) => pages[s]))].filter((p) => p.startsWith('/')).sort();
    findings.push({ key, label: factLabels[key], reason, surfaces, pages: paths });
  }
  return { ok: findings.length === 0, findings };
}

const MAX_LISTED = 8;

/** The report the owner reads: one paragraph per fact. */
export function formatLaunchCheck(result: LaunchCheckResult, pages: PagesBySurface): string {
  if (result.ok) return 'Launch check passed: every owner fact is verified and has a source.';
  const lines = [`Launch check failed: ${result.findings.length} owner facts are not ready (src/shared/owner/facts.ts).`, ''];
  for (const f of result.findings) {
    lines.push(`- ${f.label} [${f.key}]: ${f.reason}`);
    if (f.surfaces.length === 0) lines.push('    used on no page yet');
    for (const s of f.surfaces) {
      const paths = pages[s].filter((p) => p.startsWith('/'));
      const listed =
        paths.length > MAX_LISTED ? `${paths.slice(0, MAX_LISTED).join(', ')} and ${paths.length - MAX_LISTED} more` : paths.join(', ');
      lines.push(`    ${surfaceLabels[s]}${paths.length ? ` — ${paths.length} pages: ${listed}` : ''}`);
    }
  }
  const affected = new Set(result.findings.flatMap((f) => f.pages));
  lines.push('', `${affected.size} pages depend on a fact that is not ready.`);
  return lines.join('\n');
}

/** The build's guard: the message, or undefined when a production build may proceed. */
export function productionBlocker(facts: OwnerFacts): string | undefined {
  const empty: PagesBySurface = {
    'every-page': [],
    testimonials: [],
    figures: [],
    emails: [],
    manifest: [],
    privacy: [],
    'company-claims': [],
    careers: [],
    partners: [],
    'quote-forms': [],
  };
  const { ok, findings } = launchCheck(facts, empty);
  if (ok) return undefined;
  return [
    'SITE_MODE=production refuses to build with owner facts that are not ready:',
    ...findings.map((f) => `  - ${f.label} [${f.key}]: ${f.reason}`),
    'Set them in src/shared/owner/facts.ts (README "Before launch"); `npm run launch-check` lists the pages each one touches.',
  ].join('\n');
}
