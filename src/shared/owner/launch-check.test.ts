import { describe, expect, it } from 'vitest';
import { factLabels, ownerFacts, type FactKey, type OwnerFacts } from './facts';
import { formatLaunchCheck, launchCheck, productionBlocker, type PagesBySurface } from './launch-check';

const pages: PagesBySurface = {
  'every-page': ['/', '/about', '/contact', '/about/what-sets-us-apart'],
  testimonials: ['/about'],
  figures: ['/about', '/about/what-sets-us-apart'],
  emails: [],
  manifest: [],
  privacy: ['/privacy'],
  'company-claims': ['/about', '/about/what-sets-us-apart'],
  careers: ['/about/careers'],
  partners: ['/about/partners'],
  'quote-forms': ['/', '/contact'],
};

/** Every fact set by the owner, with a source: what the site should look like at launch. */
function launchReady(): OwnerFacts {
  const facts = structuredClone(ownerFacts) as Record<FactKey, { value: unknown; status: string; source?: string }>;
  for (const key of Object.keys(facts) as FactKey[]) facts[key] = { ...facts[key], status: 'verified', source: 'owner, November 2026' };
  const ready = facts as unknown as OwnerFacts;
  return { ...ready, licence: { ...ready.licence, value: { number: '1234567', classes: ['C-10'] } } };
}

describe('launchCheck', () => {
  it('fails on the shipped samples and lists every fact with the pages that show it', () => {
    const result = launchCheck(ownerFacts, pages);
    expect(result.ok).toBe(false);
    expect(result.findings.map((f) => f.key)).toEqual(Object.keys(factLabels));
    const reviews = result.findings.find((f) => f.key === 'reviews');
    expect(reviews).toMatchObject({ reason: 'still a sample', pages: ['/about'] });
    expect(result.findings.find((f) => f.key === 'licence')?.pages).toEqual(['/', '/about', '/about/what-sets-us-apart', '/contact']);
    const report = formatLaunchCheck(result, pages);
    expect(report).toMatch(new RegExp(`^Launch check failed: ${Object.keys(factLabels).length} owner facts`));
    expect(report).toContain('- Partners, lenders and community work (/about/partners) [partners]: still a sample');
    expect(report).toContain('the partners page — 1 pages: /about/partners');
    expect(report).toContain('- Customer reviews [reviews]: still a sample');
    expect(report).toContain('pages with customer reviews — 1 pages: /about');
  });

  it('passes once every fact is verified with a source', () => {
    const result = launchCheck(launchReady(), pages);
    expect(result).toEqual({ ok: true, findings: [] });
    expect(formatLaunchCheck(result, pages)).toMatch(/^Launch check passed/);
  });

  it('refuses a verified fact without a source, and a licence that is not a CSLB number', () => {
    const facts = launchReady();
    const result = launchCheck(
      { ...facts, phone: { ...facts.phone, source: ' ' }, licence: { ...facts.licence, value: { number: 'PLACEHOLDER', classes: [] } } },
      pages,
    );
    expect(result.findings.map((f) => [f.key, f.reason])).toEqual([
      ['phone', 'verified but no source given'],
      ['licence', 'licence number is not a CSLB number (6 to 8 digits)'],
    ]);
  });
});

describe('productionBlocker', () => {
  it('names the facts that block a production build, and nothing once all are set', () => {
    const message = productionBlocker(ownerFacts);
    expect(message).toContain('SITE_MODE=production refuses to build');
    expect(message).toContain('CSLB licence number and classes [licence]: still a sample');
    expect(productionBlocker(launchReady())).toBeUndefined();
  });
});
