import type { Locale } from '@/shared/i18n/locales';
import type { TopicSlug } from '@/shared/places/topic-index';
import type { TopicTemplate } from './types';

type CopyFile = 'solar' | 'storage' | 'bills' | 'programs' | 'owners' | 'farms';

/**
 * The file of src/content/topics/copy/ that writes each topic. A topic page loads that file
 * alone, a town's hub the files of the topics it lists, instead of the whole catalogue
 * (docs/decisions/033-hydration-js.md). load-topics.test.ts checks this against the files.
 */
export const topicFile: Readonly<Record<TopicSlug, CopyFile>> = {
  'solar-installer': 'solar',
  'solar-contractor': 'solar',
  'home-energy': 'solar',
  'solar-tax-credits': 'solar',
  'backup-battery': 'storage',
  'electric-vehicle': 'storage',
  'ev-charging': 'storage',
  'true-up-billing': 'bills',
  'solar-pge': 'bills',
  pge: 'bills',
  'care-program': 'programs',
  'energy-discount': 'programs',
  'energy-saving': 'programs',
  sunrun: 'owners',
  sunpower: 'owners',
  sanova: 'owners',
  agriculture: 'farms',
};

type Load = () => Promise<readonly TopicTemplate[]>;

// Each a dynamic import of its own, so each file is a chunk of its own (a Spanish file brings the
// English one it is laid over: twin.ts).
const files: Readonly<Record<Locale, Readonly<Record<CopyFile, Load>>>> = {
  en: {
    solar: () => import('./copy/solar').then((m) => m.solarTopics),
    storage: () => import('./copy/storage').then((m) => m.storageTopics),
    bills: () => import('./copy/bills').then((m) => m.billTopics),
    programs: () => import('./copy/programs').then((m) => m.programTopics),
    owners: () => import('./copy/owners').then((m) => m.ownerTopics),
    farms: () => import('./copy/farms').then((m) => m.farmTopics),
  },
  es: {
    solar: () => import('./copy/solar.es').then((m) => m.solarTopics),
    storage: () => import('./copy/storage.es').then((m) => m.storageTopics),
    bills: () => import('./copy/bills.es').then((m) => m.billTopics),
    programs: () => import('./copy/programs.es').then((m) => m.programTopics),
    owners: () => import('./copy/owners.es').then((m) => m.ownerTopics),
    farms: () => import('./copy/farms.es').then((m) => m.farmTopics),
  },
};

/** The templates of `slugs` in one language, loading only the files that write them. */
export async function loadTopics(locale: Locale, slugs: readonly TopicSlug[]): Promise<Partial<Record<TopicSlug, TopicTemplate>>> {
  const wanted = [...new Set(slugs.map((slug) => topicFile[slug]))];
  const lists = await Promise.all(wanted.map((file) => files[locale][file]()));
  return Object.fromEntries(lists.flat().flatMap((t) => (slugs.includes(t.slug) ? [[t.slug, t]] : [])));
}
