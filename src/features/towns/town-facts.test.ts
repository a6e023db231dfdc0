import { describe, expect, it } from 'vitest';
import { townRecords } from '@/content/towns';
import { findTown } from '@/shared/places/towns';
import { englishPageCopy } from './page-copy-en';
import { townFacts } from './town-facts';

describe('town facts as pages show them', () => {
  it('start every value with a capital, cite a source and its date for all but our own drive estimate, and leave out unread ones', () => {
    for (const record of townRecords) {
      const facts = Object.values(townFacts(record, findTown(record.slug)!, englishPageCopy)).flat();
      for (const f of facts) expect(f.value, `${record.slug} ${f.label}`).toMatch(/^[A-Z0-9]/);
      expect(facts.filter((f) => !f.source).map((f) => f.label)).toEqual(['From our Bakersfield office']);
      for (const f of facts.filter((x) => x.source)) expect(f.asOf, `${record.slug} ${f.label}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // A fact not read on its source is not shown (docs/decisions/027-content-truth.md).
      const unread = [
        record.electric,
        record.gas,
        record.permit,
        record.elevationFeet,
        record.outages,
        ...record.designNotes,
        ...record.programs,
      ]
        .filter((f) => f.check === 'owner-to-verify')
        .map((f) => f.source.url);
      expect(unread.length, record.slug).toBeGreaterThan(0);
      expect(facts.length, record.slug).toBeLessThan(1 + 8 + record.designNotes.length + record.programs.length - unread.length + 1);
    }
    const lakeIsabella = townFacts(
      townRecords.find((r) => r.slug === 'lake-isabella')!,
      findTown('lake-isabella')!,
      englishPageCopy,
    );
    expect(lakeIsabella.gas).toEqual([]);
    expect(lakeIsabella.electric[0]!.value).toBe('SCE');
  });
});
