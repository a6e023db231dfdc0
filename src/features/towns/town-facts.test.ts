import { describe, expect, it } from 'vitest';
import { townRecords } from '@/content/towns';
import { findTown } from '@/shared/places/towns';
import { townFacts } from './town-facts';

describe('town facts as pages show them', () => {
  it('start every value with a capital, cite a source for all but our own drive estimate, and mark unread ones', () => {
    for (const record of townRecords) {
      const facts = Object.values(townFacts(record, findTown(record.slug)!)).flat();
      for (const f of facts) expect(f.value, `${record.slug} ${f.label}`).toMatch(/^[A-Z0-9]/);
      expect(facts.filter((f) => !f.source).map((f) => f.label)).toEqual(['From our Bakersfield office']);
      expect(facts.some((f) => f.toConfirm)).toBe(true);
    }
    const lakeIsabella = townFacts(
      townRecords.find((r) => r.slug === 'lake-isabella')!,
      findTown('lake-isabella')!,
    );
    expect(lakeIsabella.gas[0]!.value).toBe('Propane or electric only');
  });
});
