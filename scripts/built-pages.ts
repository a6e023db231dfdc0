/**
 * The prerendered pages of a build, as a search engine or a visitor gets them: every
 * `index.html` under dist/client, with its path, its head facts and its main text shingled
 * (docs/decisions/027-content-truth.md). Read by tests/build/content-truth.test.ts,
 * tests/build/similarity.test.ts and scripts/content-audit.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { towns } from '../src/shared/places/towns';
import { mainText, shingles, words, type ShingledPage } from './page-similarity';
import { headFacts } from './sitemap';

export interface BuiltPage extends ShingledPage {
  html: string;
  /** A page search engines index as itself: robots says index and its canonical, if any, is itself. */
  indexable: boolean;
  language: 'en' | 'es';
}

const names = towns.map((t) => t.name);

function indexFiles(dir: string, path = ''): string[] {
  return readdirSync(join(dir, path), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? indexFiles(dir, `${path}/${e.name}`) : e.name === 'index.html' ? [path || '/'] : [],
  );
}

/** Every page of the build in `clientDir`, town names masked in its shingles as in the similarity gate. */
export function readBuiltPages(clientDir: string): BuiltPage[] {
  return indexFiles(clientDir).map((path) => {
    const html = readFileSync(join(clientDir, path === '/' ? '' : path.slice(1), 'index.html'), 'utf8');
    const head = headFacts(html);
    const canonical = head.canonical && new URL(head.canonical).pathname.replace(/(.)\/$/, '$1');
    return {
      path,
      html,
      canonical,
      indexable: head.robots !== undefined && !/noindex/.test(head.robots) && (canonical === undefined || canonical === path),
      language: path === '/es' || path.startsWith('/es/') ? 'es' : 'en',
      shingles: shingles(words(mainText(html), names)),
    };
  });
}
