/**
 * Compares two built sites (`dist/client` folders) page by page, for refactors that must not
 * change what visitors and crawlers get: the file list, and every HTML, XML, text and manifest
 * file byte for byte once the content hashes in asset names are masked.
 *
 *   npx tsx scripts/compare-builds.ts <before>/client <after>/client [--mask-classes]
 *
 * --sort-css compares each inline <style> as a set of top-level rules (a change that reorders
 * CSS modules in the bundle reorders the page's critical CSS without changing any rule).
 * --mask-classes also renames the build's short CSS class and custom property names (`_a`,
 * `--a`) to their order of first appearance in each file, for a change that moves CSS modules
 * (their names come from a table sorted by file path, vite.config.ts). --mask-ids renumbers the
 * ids React's useId writes (`_R_8bam6_`), which encode a component's depth in the tree, for a
 * change that adds or removes a component that draws nothing. Exits 1 on a difference.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const [before, after] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const maskClasses = process.argv.includes('--mask-classes');
const sortCss = process.argv.includes('--sort-css');
const maskIds = process.argv.includes('--mask-ids');
if (!before || !after) {
  console.error('usage: tsx scripts/compare-builds.ts <before dir> <after dir> [--sort-css] [--mask-classes] [--mask-ids]');
  process.exit(2);
}

const TEXT = /\.(html|xml|txt|webmanifest)$/;
const HASHED = /-[A-Za-z0-9_-]{8}(?=\.(?:js|css|svg|woff2|png|webp|jpg)\b)/g;

async function list(root: string, dir = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const out: string[] = [];
  for (const e of entries) {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await list(root, rel)));
    else if (!/\.(br|gz)$/.test(e.name)) out.push(rel);
  }
  return out;
}

/** Renames tokens matching `pattern` to `prefix` + their order of first appearance. */
function renumber(text: string, pattern: RegExp, prefix: string): string {
  const seen = new Map<string, string>();
  return text.replace(pattern, (token) => {
    if (!seen.has(token)) seen.set(token, `${prefix}${seen.size}`);
    return seen.get(token)!;
  });
}

/** A stylesheet's top-level rules (an @media block is one rule), sorted. */
function sortedRules(css: string): string {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (start < css.length) rules.push(css.slice(start));
  return rules.sort().join('');
}

function normalise(text: string): string {
  let out = text.replace(HASHED, '-HASH');
  if (sortCss)
    out = out.replace(
      /(<style[^>]*>)([\s\S]*?)(<\/style>)/g,
      (_, open: string, css: string, close: string) => open + sortedRules(css) + close,
    );
  if (maskClasses) {
    out = renumber(out, /(?<=[\s."'])_[0-9a-z]{1,3}(?![\w-])/g, '_C');
    out = renumber(out, /--[0-9a-z]{1,2}(?![\w-])/g, '--P');
  }
  if (maskIds) out = renumber(out, /_R_[0-9a-z]+_/g, '_ID');
  return out;
}

const assetKey = (file: string) => file.replace(HASHED, '-HASH');
const a = new Set((await list(before)).map(assetKey));
const b = new Set((await list(after)).map(assetKey));
let differences = 0;
for (const f of [...a].filter((f) => !b.has(f) && !f.startsWith('assets/'))) {
  console.log(`only before: ${f}`);
  differences++;
}
for (const f of [...b].filter((f) => !a.has(f) && !f.startsWith('assets/'))) {
  console.log(`only after:  ${f}`);
  differences++;
}
let compared = 0;
for (const file of [...a].filter((f) => b.has(f) && TEXT.test(f)).sort()) {
  const [x, y] = await Promise.all([readFile(path.join(before, file), 'utf8'), readFile(path.join(after, file), 'utf8')]);
  compared++;
  const nx = normalise(x);
  const ny = normalise(y);
  if (nx === ny) continue;
  differences++;
  let at = 0;
  while (at < nx.length && nx[at] === ny[at]) at++;
  console.log(
    `differs: ${file} at ${at}\n  before: …${nx.slice(Math.max(0, at - 80), at + 120)}…\n  after:  …${ny.slice(Math.max(0, at - 80), at + 120)}…`,
  );
}
console.log(`${compared} files compared, ${a.size} / ${b.size} files (assets by masked name), ${differences} difference(s)`);
process.exit(differences ? 1 : 0);
