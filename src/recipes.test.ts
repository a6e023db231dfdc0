import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Towns from '@/content/towns';
import type * as SpanishTowns from '@/content/towns/index.es';
import type * as Counts from '@/content/counts';
import type * as Places from '@/shared/estimate/places';
import type * as Landing from '@/shared/slug/resolve-slug';
import type * as Posts from '@/content/resources/blog/posts';
import type * as SpanishPosts from '@/content/resources/blog/posts.es';
import type * as Twins from '@/content/twins';
import type * as Payload from '@/features/leads/payload';
import type * as QuoteSchema from '@/features/leads/quote-form-schema';
import type * as Wire from '@/shared/lead/lead';
import type * as Fields from '@/shared/lead/lead-fields';

/**
 * docs/recipes.md says a town is three files and a blog post two. This test does each in a
 * temporary copy of src/, with only those files, and loads the copy through Vite (the way the
 * build reads it): if a recipe needs one more edit than it says, the new town or post is missing
 * somewhere below and the recipe is wrong.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const copy = path.join(repo, '.tmp', `recipes-${process.pid}`);
const src = path.join(copy, 'src');
let vite: ViteDevServer;

const edit = (file: string, change: (text: string) => string) => {
  const full = path.join(src, file);
  writeFileSync(full, change(readFileSync(full, 'utf8')));
};
const derive = (from: string, to: string, change: (text: string) => string) =>
  writeFileSync(path.join(src, to), change(readFileSync(path.join(src, from), 'utf8')));
const load = <T>(file: string) => vite.ssrLoadModule(`/src/${file}`) as Promise<T>;

beforeAll(async () => {
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  cpSync(path.join(repo, 'src'), src, { recursive: true, filter: (f) => !f.endsWith('.test.ts') });

  // A town: its entry in towns.ts and its two record files.
  edit('shared/places/towns.ts', (text) =>
    text.replace(
      /^\];/m,
      `  {
    name: 'Recipe Flats',
    slug: 'recipe-flats',
    county: 'Kern',
    kind: 'unincorporated',
    utility: 'pge',
    terrain: 'valley',
    driveMinutes: 35,
    climateZone: 13,
    zips: ['93399'],
    indexedTopics: ['solar-pge'],
  },
];`,
    ),
  );
  const town = (text: string) =>
    text
      .replace("slug: 'taft'", "slug: 'recipe-flats'")
      .replace("kind: 'city'", "kind: 'unincorporated'")
      .replaceAll('records/taft', 'records/recipe-flats');
  derive('content/towns/records/taft.ts', 'content/towns/records/recipe-flats.ts', town);
  derive('content/towns/records/taft.es.ts', 'content/towns/records/recipe-flats.es.ts', town);

  // A blog post: its two files.
  const post = 'content/resources/blog/posts/';
  derive(`${post}wifi-reconnects.ts`, `${post}recipe-post.ts`, (text) =>
    text
      .replace("export const slug = 'wifi-reconnects'", "export const slug = 'recipe-post'")
      .replace(/date: '[^']+'/, "date: '2099-01-01'"),
  );
  derive(`${post}wifi-reconnects.es.ts`, `${post}recipe-post.es.ts`, (text) =>
    text
      .replace(/export const slug = '[^']+'/, "export const slug = 'entrada-de-receta'")
      .replaceAll('posts/wifi-reconnects', 'posts/recipe-post'),
  );

  // A field of the quote form: one entry in lead-fields.ts.
  edit('shared/lead/lead-fields.ts', (text) =>
    text.replace("import { zipCodeSchema } from './fields';", "import { LIMITS, singleLine, zipCodeSchema } from './fields';").replace(
      /^} satisfies Record<string, LeadField>;/m,
      `  roofAge: define({
    wire: singleLine(LIMITS.name),
    form: z.union([z.literal(''), singleLine(LIMITS.name)]),
    empty: '',
    toWire: (age) => age.trim() || undefined,
    text: true,
    label: { en: 'Roof age', es: 'Edad del techo' },
    input: { kind: 'text' },
    forms: ['quote'],
    office: { label: 'Roof age', show: (age) => age },
    csv: { column: 'roof_age' },
  }),
} satisfies Record<string, LeadField>;`,
    ),
  );

  vite = await createServer({
    root: copy,
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': src } },
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
}, 60_000);

afterAll(async () => {
  await vite?.close();
  rmSync(copy, { recursive: true, force: true });
});

describe('docs/recipes.md, done in a copy of src/', () => {
  it('a town is its towns.ts entry and two record files', async () => {
    const records = await load<typeof Towns>('content/towns/index.ts');
    const spanish = await load<typeof SpanishTowns>('content/towns/index.es.ts');
    const counts = await load<typeof Counts>('content/counts.ts');
    const places = await load<typeof Places>('shared/estimate/places.ts');
    const landing = await load<typeof Landing>('shared/slug/resolve-slug.ts');

    expect(records.townRecords.at(-1)?.slug).toBe('recipe-flats');
    expect(records.findTownRecord('recipe-flats')?.climateZone.value).toBe(13);
    expect(spanish.findTownRecord('recipe-flats')?.slug).toBe('recipe-flats');
    expect(counts.townCount).toBe(records.townRecords.length);
    expect(places.resolvePlace('93399')).toMatchObject({ town: { slug: 'recipe-flats' }, utility: 'pge', climateZone: 13 });
    expect(landing.indexedLandingSlugs()).toContain('solar-pge-recipe-flats');
  });

  it('a lead field is one entry of lead-fields.ts: form, wire, payload, office email and export follow', async () => {
    const fields = await load<typeof Fields>('shared/lead/lead-fields.ts');
    const quote = await load<typeof QuoteSchema>('features/leads/quote-form-schema.ts');
    const wire = await load<typeof Wire>('shared/lead/lead.ts');
    const payload = await load<typeof Payload>('features/leads/payload.ts');

    expect(fields.fieldsOf('quote')).toContain('roofAge');
    expect(fields.fieldsOf('estimate')).not.toContain('roofAge');
    const typed = quote.quoteFormSchema.parse({
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      phone: '+16615550123',
      service: 'new-solar',
      message: '',
      zipCode: '',
      utility: '',
      monthlyBill: '',
      copyRequested: false,
      roofAge: ' 12 years & "some" ',
    });
    const sent = payload.buildLeadPayload({
      id: '7d0c2a9e-52f1-4c57-9a43-6f4bb2a0a2c1',
      form: 'quote',
      name: 'Ana Ruiz',
      email: typed.email,
      phone: typed.phone,
      fields: fields.toWireValues('quote', typed),
    });
    expect(sent).toMatchObject({ roofAge: '12 years & &quot;some&quot;' });
    const lead = wire.leadSchema.parse(sent) as Record<string, unknown>;
    expect(lead.roofAge).toBe('12 years & "some"');
    expect(fields.officeRows(lead)).toContainEqual({ label: 'Roof age', value: '12 years & "some"' });
    expect(fields.csvColumns.map(([column]) => column)).toContain('roof_age');
    expect(() => wire.leadSchema.parse({ ...sent, roofAge: 'x'.repeat(200) })).toThrow();
  });

  it('a blog post is its two files', async () => {
    const posts = await load<typeof Posts>('content/resources/blog/posts.ts');
    const spanishPosts = await load<typeof SpanishPosts>('content/resources/blog/posts.es.ts');
    const twins = await load<typeof Twins>('content/twins.ts');

    expect(posts.blogPosts[0]?.slug).toBe('recipe-post');
    expect(posts.blogPaths()).toContain('/resources/blog/recipe-post');
    expect(spanishPosts.blogPaths()).toContain('/es/recursos/blog/entrada-de-receta');
    expect(twins.spanishTwin('/resources/blog/recipe-post')).toBe('/es/recursos/blog/entrada-de-receta');
    expect(twins.englishTwin('/es/recursos/blog/entrada-de-receta')).toBe('/resources/blog/recipe-post');
    expect((await spanishPosts.loadPost('recipe-post'))?.body.length).toBeGreaterThan(0);
  });
});
