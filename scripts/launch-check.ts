/**
 * `npm run launch-check`: lists every owner fact that is not ready for launch and every page
 * that depends on it (the partners, the benefits and the company claims among them), every town
 * fact not yet read on its source, every fact copy leaves out until confirmed
 * (docs/decisions/027-content-truth.md), every dated fact past its review date
 * (scripts/review-dates.ts) and every rate or price of the solar estimate past its review date;
 * exits 1 while any remain (docs/decisions/011-fictional-samples.md,
 * docs/decisions/016-town-pages.md, docs/decisions/023-estimate.md). After launch the operator
 * schedules it, so a fact going stale is noticed (README "Before launch").
 * The pages are derived from the source: the file routes, the blog post files, the landing
 * index and the content blocks that render reviews or figures.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ownerFacts } from '../src/shared/owner/facts';
import { formatLaunchCheck, launchCheck, type PagesBySurface } from '../src/shared/owner/launch-check';
import { withClimateZone } from '../src/content/towns/sources';
import { factsToConfirm } from '../src/content/facts/to-confirm';
import { townFactsToVerify } from '../src/content/towns/to-verify';
import type { TownRecordFile } from '../src/content/towns/types';
import { townHubPath, towns } from '../src/shared/places/towns';
import { landingSlugs } from '../src/shared/slug/resolve-slug';
import { estimateFacts } from '../src/shared/estimate/catalog';
import { factsPastReview, isoToday } from '../src/shared/estimate/review';
import { datedFacts, formatReviewFindings, reviewFindings } from './review-dates';
import { fixedRouteFilePaths } from './route-files';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

function blogPaths(): string[] {
  const dir = path.join(root, 'src/content/resources/blog/posts');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.es.ts'))
    .map((f) => /\bexport const slug = '([^']+)'/.exec(readFileSync(path.join(dir, f), 'utf8'))?.[1])
    .filter((slug): slug is string => Boolean(slug))
    .map((slug) => `/resources/blog/${slug}`);
}

/** Pages whose content module (shaped like the URL tree) has a block of this kind. */
function pagesWithBlock(kind: string, known: ReadonlySet<string>): string[] {
  const dir = path.join(root, 'src/content');
  return files(dir)
    .filter((f) => f.endsWith('.ts') && !/\.(test|es)\.ts$/.test(f) && readFileSync(f, 'utf8').includes(`kind: '${kind}',`))
    .map((f) => {
      const url = `/${path.relative(dir, f).replace(/\.ts$/, '').split(path.sep).join('/')}`.replace(/\/index$/, '');
      return url === '/home' ? '/' : url;
    })
    .map((url) => (known.has(url) ? url : `${url} (content module with no page of that path)`));
}

export function pagesBySurface(): PagesBySurface {
  const landing = landingSlugs().map((s) => `/${s}`);
  const fixed = [...fixedRouteFilePaths(root), ...blogPaths(), ...towns.map((t) => townHubPath(t.slug))];
  const all = [...new Set([...fixed, ...landing])].sort();
  const known = new Set(all);
  return {
    'every-page': all,
    testimonials: pagesWithBlock('testimonials', known),
    // Stats blocks, plus the home and landing heroes, which show the figures once verified.
    figures: [...new Set([...pagesWithBlock('stats', known), '/', ...landing])],
    emails: [],
    manifest: [],
    privacy: ['/privacy'],
    'company-claims': ['/about', '/about/what-sets-us-apart', '/contact', '/services/residential-solar'],
    careers: ['/about/careers'],
    partners: ['/about/partners'],
    // Every page with a form block promises the callback beside it (src/content/callback.ts).
    'quote-forms': [
      ...new Set([...pagesWithBlock('form', known).filter((p) => p !== '/about/careers'), '/', '/contact', ...landing]),
    ].sort(),
  };
}

/** The English town records, read from their files (src/content/towns/index.ts globs them, which needs Vite). */
async function townRecords() {
  const dir = path.join(root, 'src/content/towns/records');
  const names = readdirSync(dir).filter((f) => f.endsWith('.ts') && !/\.(es|test)\.ts$/.test(f));
  const modules = await Promise.all(names.map((f) => import(pathToFileURL(path.join(dir, f)).href) as Promise<{ record: TownRecordFile }>));
  return modules.map((m) => withClimateZone(m.record));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const pages = pagesBySurface();
  const result = launchCheck(ownerFacts, pages);
  console.log(formatLaunchCheck(result, pages));
  // Facts about the towns that were not read on their source (docs/decisions/016-town-pages.md).
  const records = await townRecords();
  const toVerify = townFactsToVerify(records);
  if (toVerify.length) {
    console.log(`\n${toVerify.length} town facts to confirm at their source (src/content/towns/); pages do not show them until read:`);
    for (const f of toVerify) console.log(`- ${f.town}, ${f.fact}: ${f.value}\n    ${f.source}`);
  }
  // Facts copy leaves out until someone confirms them (docs/decisions/027-content-truth.md).
  if (factsToConfirm.length) {
    console.log(`\n${factsToConfirm.length} facts the pages leave out until confirmed (src/content/facts/to-confirm.ts):`);
    for (const f of factsToConfirm) console.log(`- ${f.what}\n    confirm at: ${f.where}\n    meanwhile: ${f.meanwhile}`);
  }
  // Facts past their review date: the calendar's part of the check, kept out of the unit tests.
  const stale = reviewFindings(datedFacts(records), new Date());
  console.log(`\n${formatReviewFindings(stale)}`);
  // Rates and prices of the solar estimate that must be read again (docs/decisions/023-estimate.md).
  const staleEstimate = factsPastReview(estimateFacts, isoToday());
  if (staleEstimate.length) {
    console.log(`\n${staleEstimate.length} solar-estimate rates and prices past their review date (src/shared/estimate/):`);
    for (const f of staleEstimate)
      console.log(`- ${f.label} [${f.id}]: review by ${f.reviewBy}\n    ${f.source ?? 'no source: an assumption'}`);
  }
  process.exitCode =
    result.ok && toVerify.length === 0 && factsToConfirm.length === 0 && stale.length === 0 && staleEstimate.length === 0 ? 0 : 1;
}
