import { describe, expect, it } from 'vitest';
import { ownerFacts, type OwnerFacts } from '@/shared/owner/facts';
import { unbackedClaims } from '@/shared/owner/claims';
import { site } from '@/shared/site';
import { towns } from '@/shared/places/towns';
import { stats } from './company';
import { fillTemplate, placeFor } from './topics/places';

/**
 * No page states a superlative or a figure about the company that the owner facts do not back
 * (docs/decisions/011-fictional-samples.md). Reads the copy of the whole site, as data, and the
 * landing templates filled for every town.
 */
const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], { eager: true });

function strings(value: unknown, where: string, out: { where: string; text: string }[], seen = new Set<unknown>()) {
  if (typeof value === 'string') out.push({ where, text: value });
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const [key, child] of Object.entries(value)) strings(child, `${where}.${key}`, out, seen);
  }
  return out;
}

// Reviews and figures are facts themselves, rendered from the facts by their own components,
// which label a sample (stats-band.tsx, testimonials.tsx) or leave it out (the heroes).
const factText = new Set([...strings(ownerFacts, 'facts', []), ...strings(stats, 'stats', [])].map((s) => s.text));

const copy = [...Object.entries(modules).flatMap(([file, exports]) => strings(exports, file, [])), ...strings(site, 'site', [])].filter(
  (s) => !factText.has(s.text),
);

const filled = copy
  .filter((s) => s.where.startsWith('./topics/copy/'))
  .flatMap((s) => towns.map((t) => ({ where: `${s.where} (${t.name})`, text: fillTemplate(s.text, placeFor(t.name, t)) })));

const unbacked = (facts: OwnerFacts) =>
  [...copy, ...filled].flatMap((s) => unbackedClaims(s.text, facts).map((c) => `${s.where}: [${c.id}] ${c.match}`));

describe('claims about the company', () => {
  it('reads the whole copy', () => {
    expect(copy.length).toBeGreaterThan(500);
    expect(filled.length).toBeGreaterThan(100);
  });

  it('are all backed by an owner fact', () => {
    expect(unbacked(ownerFacts)).toEqual([]);
  });

  it('would be caught once the fact behind them is gone', () => {
    const without: OwnerFacts = {
      ...ownerFacts,
      emergencyLine: { value: { hours: 'Mon–Sat' }, status: 'sample' },
      licence: { value: { number: '', classes: [] }, status: 'sample' },
    };
    const found = unbacked(without);
    expect(found.some((f) => f.includes('[emergency-hours]'))).toBe(true);
  });
});
