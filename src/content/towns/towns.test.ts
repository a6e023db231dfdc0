import { describe, expect, it } from 'vitest';
import type { Source } from '@/content/facts/incentive-types';
import { fixedLandingSlugs, topicSlugs, topicSynonyms } from '@/shared/places/topic-index';
import { towns } from '@/shared/places/towns';
import { findTownRecord, townRecords } from './index';
import { townFactsToVerify } from './to-verify';
import type { TownFact, TownRecord } from './types';

/**
 * The town records (docs/decisions/016-town-pages.md): one per town of towns.ts, each with enough
 * sourced facts, dated and linked, and copy that is its own rather than another town's with the
 * name swapped.
 */

/** The cities with their own building departments; every other town is permitted by Kern County. */
const incorporated = ['bakersfield', 'california-city', 'delano', 'maricopa', 'ridgecrest', 'shafter', 'taft', 'tehachapi', 'wasco'];

// Every file of records/, English and Spanish, by its name: each must export its town's record.
const files = import.meta.glob<Record<string, unknown>>('./records/*.ts', { eager: true });

const facts = (r: TownRecord): TownFact<unknown>[] => [
  r.electric,
  r.gas,
  r.permit,
  r.climateZone,
  r.elevationFeet,
  r.outages,
  ...r.designNotes,
  ...r.programs,
];
const sources = (r: TownRecord): Source[] => [...facts(r).map((f) => f.source), ...r.faqs.flatMap((f) => (f.source ? [f.source] : []))];

const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('town records', () => {
  it('are one per town of towns.ts, in its order', () => {
    expect(townRecords.map((r) => r.slug)).toEqual(towns.map((t) => t.slug));
    for (const [file, m] of Object.entries(files)) {
      expect((m.record as { slug?: string } | undefined)?.slug, `${file} exports the record of the town it is named for`).toBe(
        file.replace(/^\.\/records\/|(\.es)?\.ts$/g, ''),
      );
    }
    expect(Object.keys(files)).toHaveLength(towns.length * 2);
    for (const t of towns) expect(findTownRecord(t.slug), t.slug).toBeDefined();
    expect(findTownRecord('nowhere')).toBeUndefined();
  });

  it('type the nine incorporated cities as cities and the rest as unincorporated', () => {
    expect(towns.filter((t) => incorporated.includes(t.slug))).toHaveLength(incorporated.length);
    for (const r of townRecords) {
      expect(r.kind, r.slug).toBe(incorporated.includes(r.slug) ? 'city' : 'unincorporated');
      expect(r.kind, `${r.slug} differs from towns.ts`).toBe(towns.find((t) => t.slug === r.slug)!.kind);
    }
  });

  it('each hold at least 8 sourced facts', () => {
    for (const r of townRecords) expect(facts(r).length, r.slug).toBeGreaterThanOrEqual(8);
  });

  it('cite https sources with titles', () => {
    for (const r of townRecords) {
      for (const s of sources(r)) {
        expect(new URL(s.url).protocol, `${r.slug}: ${s.url}`).toBe('https:');
        expect(s.title.length, `${r.slug}: ${s.url}`).toBeGreaterThan(5);
      }
    }
  });

  // How old they may grow is the calendar's business, not a unit test's: `npm run launch-check`
  // lists facts past their review date (scripts/review-dates.ts).
  it('are dated with real days', () => {
    for (const r of townRecords) {
      for (const date of [...facts(r).map((f) => f.asOf), r.modified]) {
        expect(date, r.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10), r.slug).toBe(date);
      }
    }
  });

  it('each have 3 to 5 questions, and their towns index 1 to 8 known, distinct topics that repeat no other', () => {
    for (const r of townRecords) {
      expect(r.faqs.length, r.slug).toBeGreaterThanOrEqual(3);
      expect(r.faqs.length, r.slug).toBeLessThanOrEqual(5);
    }
    for (const t of towns) {
      expect(t.indexedTopics.length, t.slug).toBeGreaterThanOrEqual(1);
      expect(t.indexedTopics.length, t.slug).toBeLessThanOrEqual(8);
      for (const topic of t.indexedTopics) expect(topicSlugs, `${t.slug}: ${topic}`).toContain(topic);
      for (const topic of t.indexedTopics) expect(Object.keys(topicSynonyms), `${t.slug}: ${topic}`).not.toContain(topic);
      // A slug a fixed route owns (/solar-installer-delano) is that route's page, not a topic page.
      for (const topic of t.indexedTopics) expect(fixedLandingSlugs.has(`${topic}-${t.slug}`), `${t.slug}: ${topic}`).toBe(false);
      expect(duplicates([...t.indexedTopics]), t.slug).toEqual([]);
    }
  });

  it('name 2 to 4 other known towns as nearby', () => {
    const slugs = towns.map((t) => t.slug);
    for (const r of townRecords) {
      expect(r.nearby.length, r.slug).toBeGreaterThanOrEqual(2);
      expect(r.nearby.length, r.slug).toBeLessThanOrEqual(4);
      expect(r.nearby, r.slug).not.toContain(r.slug);
      for (const n of r.nearby) expect(slugs, `${r.slug}: ${n}`).toContain(n);
      expect(duplicates([...r.nearby]), r.slug).toEqual([]);
    }
  });

  it('hold copy of their own: no shared intro, question set or design note', () => {
    expect(duplicates(townRecords.map((r) => r.intro))).toEqual([]);
    expect(duplicates(townRecords.map((r) => JSON.stringify(r.faqs.map((f) => f.question).sort())))).toEqual([]);
    expect(duplicates(townRecords.flatMap((r) => r.designNotes.map((n) => n.value)))).toEqual([]);
  });

  it('keep each fact and answer non-empty', () => {
    for (const r of townRecords) {
      expect(r.intro.length, r.slug).toBeGreaterThan(80);
      expect(r.permit.value.note.length, r.slug).toBeGreaterThan(0);
      expect(r.climateZone.value, r.slug).toBeGreaterThanOrEqual(1);
      expect(r.climateZone.value, r.slug).toBeLessThanOrEqual(16);
      expect(r.elevationFeet.value, r.slug).toBeGreaterThan(0);
      expect(r.designNotes.length, r.slug).toBeGreaterThanOrEqual(1);
      for (const f of r.faqs) expect(f.answer.length, `${r.slug}: ${f.question}`).toBeGreaterThan(40);
    }
  });
});

describe('town facts to confirm before launch', () => {
  it('lists every fact not read on its source, with the page to confirm it at', () => {
    const list = townFactsToVerify(townRecords);
    const unread = townRecords.flatMap((r) =>
      [r.electric, r.gas, r.permit, r.climateZone, r.elevationFeet, r.outages, ...r.designNotes, ...r.programs].filter(
        (f) => f.check === 'owner-to-verify',
      ),
    );
    expect(list).toHaveLength(unread.length);
    for (const item of list) expect(item.source).toMatch(/^https:\/\//);
    expect(townFactsToVerify([])).toEqual([]);
  });
});
