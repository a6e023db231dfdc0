import { describe, expect, it } from 'vitest';
import { townRecords } from '@/content/towns';
import { townRecords as spanishRecords } from '@/content/towns/index.es';
import { findTown, towns } from '@/shared/places/towns';
import { buildHub } from './build-hub';
import { loadHub } from './load-hub';
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
      expect(JSON.stringify(es.blocks)).not.toMatch(/ in [A-Z]|Electric utility|by road|from our Bakersfield office/);
      expect(JSON.stringify(es.jsonLd)).toContain(`/es/zonas/${town.slug}`);
    }
  });

  it('name each topic card in Spanish', () => {
    const record = spanishRecords.find((r) => r.slug === 'tehachapi')!;
    const hub = buildHub(findTown('tehachapi')!, record, spanishPageCopy);
    const cards = hub.blocks.find((b) => b.kind === 'cards');
    expect(cards?.kind === 'cards' && cards.items[0]!.title).toBe('Baterías de respaldo en Tehachapi');
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
        ),
      ).flat();
      expect(es.map((f) => f.source)).toEqual(en.map((f) => f.source));
      for (const f of es) expect(f.value, `${record.slug} ${f.label}`).toMatch(/^[A-ZÁÉÍÓÚÑ0-9]/);
      expect(es.filter((f) => !f.source).map((f) => f.label)).toEqual(['Desde nuestra oficina de Bakersfield']);
    }
    const lakeIsabella = townFacts(
      spanishRecords.find((r) => r.slug === 'lake-isabella')!,
      findTown('lake-isabella')!,
      spanishPageCopy,
    );
    expect(lakeIsabella.gas[0]!.value).toBe('Propano o solo electricidad');
    expect(lakeIsabella.climate[0]!.value).toBe('Zona 16');
    expect(lakeIsabella.elevation[0]!.value).toBe('Unos 2,513 pies');
    expect(lakeIsabella.drive[0]!.value).toMatch(/por carretera$/);
  });
});
