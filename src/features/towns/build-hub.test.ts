import '@/seo/crumb-names.fixture';
import { describe, expect, it } from 'vitest';
import { townRecords } from '@/content/towns';
import { townRecords as spanishRecords } from '@/content/towns/index.es';
import { findTown, towns } from '@/shared/places/towns';
import { buildHub } from './build-hub';
import { loadHub } from './load-hub';
import { englishPageCopy } from './page-copy-en';
import { spanishPageCopy } from './page-copy-es';
import { townFacts } from './town-facts';

describe('town hubs in Spanish', () => {
  it('are the twins of the English hubs: Spanish path, the same blocks, links and sources, Spanish words', async () => {
    for (const town of towns) {
      const en = (await loadHub(town))!;
      const es = (await loadHub(town, 'es'))!;
      expect(en.path).toBe(`/areas/${town.slug}`);
      expect(es.path).toBe(`/es/zonas/${town.slug}`);
      expect(es.blocks.map((b) => b.kind)).toEqual(en.blocks.map((b) => b.kind));
      const hrefs = (hub: typeof en) => JSON.stringify(hub.blocks).match(/"href":"[^"]*"/g);
      expect(hrefs(es)).toEqual(hrefs(en));
      expect(es.title).toContain(town.name);
      expect(es.title).not.toBe(en.title);
      // Cited documents keep their own English titles.
      const text = JSON.stringify(es.blocks, (_, v: unknown) => (v && typeof v === 'object' && 'url' in v && 'title' in v ? undefined : v));
      expect(text).not.toMatch(/ in [A-Z]|Electric utility|by road|from our Bakersfield office/);
      expect(JSON.stringify(es.jsonLd)).toContain(`/es/zonas/${town.slug}`);
    }
  });

  it('link the service pages in Spanish, farm work in the valley, and an indexed topic page of the town first', () => {
    const record = spanishRecords.find((r) => r.slug === 'tehachapi')!;
    const cardsOf = (hub: ReturnType<typeof buildHub>) => {
      const cards = hub.blocks.find((b) => b.kind === 'cards');
      return cards?.kind === 'cards' ? cards.items : [];
    };
    const tehachapi = cardsOf(buildHub(findTown('tehachapi')!, record, spanishPageCopy));
    expect(tehachapi.map((c) => c.href)).toEqual([
      '/services/residential-solar',
      '/services/residential-solar/batteries',
      '/services/residential-solar/ev-chargers',
      '/services/residential-solar/system-upgrades',
      '/services/general-electric',
    ]);
    expect(tehachapi[0]!.title).toBe('Energía solar residencial');
    const wasco = cardsOf(
      buildHub(
        findTown('wasco')!,
        spanishRecords.find((r) => r.slug === 'wasco')!,
        spanishPageCopy,
      ),
    );
    expect(wasco.at(-1)!.href).toBe('/services/agriculture');
    const withTopic = cardsOf(buildHub({ ...findTown('tehachapi')!, indexedTopics: ['backup-battery'] }, record, spanishPageCopy));
    expect(withTopic[0]!.title).toBe('Baterías de respaldo en Tehachapi');
  });
});

describe('town facts in Spanish', () => {
  it('have Spanish labels and values, start with a capital, and keep the sources of the English facts', () => {
    for (const record of spanishRecords) {
      const town = findTown(record.slug)!;
      const es = Object.values(townFacts(record, town, spanishPageCopy)).flat();
      const en = Object.values(
        townFacts(
          townRecords.find((r) => r.slug === record.slug)!,
          town,
          englishPageCopy,
        ),
      ).flat();
      expect(es.map((f) => f.source)).toEqual(en.map((f) => f.source));
      for (const f of es) expect(f.value, `${record.slug} ${f.label}`).toMatch(/^[A-ZÁÉÍÓÚÑ0-9]/);
      expect(es.filter((f) => !f.source).map((f) => f.label)).toEqual(['Desde nuestra oficina de Bakersfield']);
    }
    // The words of values, on a record whose facts were all read (unread ones are not shown).
    const record = spanishRecords.find((r) => r.slug === 'lake-isabella')!;
    const allRead = <T>(f: T) => ({ ...f, check: 'read' as const });
    const lakeIsabella = townFacts(
      { ...record, gas: allRead(record.gas), climateZone: allRead(record.climateZone), elevationFeet: allRead(record.elevationFeet) },
      findTown('lake-isabella')!,
      spanishPageCopy,
    );
    expect(lakeIsabella.gas[0]!.value).toBe('Propano o solo electricidad');
    expect(lakeIsabella.climate[0]!.value).toBe('Zona 16');
    expect(lakeIsabella.elevation[0]!.value).toBe('Unos 2,513 pies');
    expect(lakeIsabella.drive[0]!.value).toMatch(/por carretera$/);
  });
});
