/**
 * Lets the end-to-end tests import content modules the way Vite builds them (registered in
 * playwright.config.ts), for the two things Node does not do by itself:
 *
 * - an illustration import (`import roof from './roof.svg'`) becomes its file name, the way a
 *   test reads it;
 * - an eager `import.meta.glob('./posts/*.ts', { eager: true, import: 'slug' })` (the blog's
 *   post list, src/content/resources/blog/post-slugs.ts) becomes static imports of the files it
 *   names and the object Vite would make of them (`query: '?slug'` loads the whole file, whose
 *   `slug` is the one the build's load hook keeps). Only what the content modules use is handled:
 *   eager globs whose one wildcard is in the file name, '!' patterns to leave files out; anything
 *   else fails loudly rather than loading something Vite would not.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ASSET = /\.(svg|png|jpe?g|webp|woff2)(\?.*)?$/;
// import.meta.glob(<patterns>, <options>), as TypeScript leaves it once its type arguments are stripped.
const GLOB = /import\.meta\.glob\s*(?:<[^>()]*>)?\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")\s*(?:,\s*(\{[^}]*\})\s*)?\)/g;

/** A literal of the source (an array of strings, an options object) as a value. */
const literal = (text) => Function(`"use strict"; return (${text});`)();

/** The files of `dir` that the patterns name, as Vite's keys ('./posts/a.ts'), sorted like Vite's. */
function expand(dir, patterns, where) {
  const rules = patterns.map((raw) => {
    const negated = raw.startsWith('!');
    const pattern = negated ? raw.slice(1) : raw;
    const folder = path.posix.dirname(pattern);
    const name = path.posix.basename(pattern);
    if (!pattern.startsWith('./') || /[*?[{]/.test(folder))
      throw new Error(`${where}: import.meta.glob pattern ${raw} is not handled in tests`);
    const re = new RegExp(
      `^${name
        .split('*')
        .map((part) => part.replace(/[.+^${}()|[\]\\?]/g, '\\$&'))
        .join('[^/]*')}$`,
    );
    return { negated, folder, test: (key) => path.posix.dirname(key) === folder && re.test(path.posix.basename(key)) };
  });
  const folders = [...new Set(rules.filter((r) => !r.negated).map((r) => r.folder))];
  const keys = folders.flatMap((folder) =>
    readdirSync(path.join(dir, folder), { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => `${folder}/${e.name}`),
  );
  return keys.filter((key) => rules.some((r) => !r.negated && r.test(key)) && !rules.some((r) => r.negated && r.test(key))).sort();
}

function expandGlobs(source, url) {
  const file = fileURLToPath(url);
  const imports = [];
  const out = source.replace(GLOB, (_call, patternsText, optionsText) => {
    const patterns = [literal(patternsText)].flat();
    const options = optionsText ? literal(optionsText) : {};
    // `?slug` (post-slugs.ts) is one constant of each file in the build; the whole file has the same one.
    if (options.eager !== true || (options.query !== undefined && options.query !== '?slug'))
      throw new Error(`${file}: only eager import.meta.glob without a query (or with ?slug) is handled in tests`);
    const entries = expand(path.dirname(file), patterns, file).map((key) => {
      const local = `__glob_${imports.length}`;
      imports.push(`import * as ${local} from ${JSON.stringify(key)};`);
      return `${JSON.stringify(key)}: ${options.import ? `${local}[${JSON.stringify(options.import)}]` : local}`;
    });
    return `{ ${entries.join(', ')} }`;
  });
  // At the end, so the lines of the module (and its source map) stay where they were; imports hoist.
  return `${out}\n${imports.join('\n')}\n`;
}

export async function load(url, context, nextLoad) {
  if (ASSET.test(url)) {
    const name = new URL(url).pathname.split('/').pop();
    return { format: 'module', shortCircuit: true, source: `export default ${JSON.stringify(`/assets/${name}`)};` };
  }
  const result = await nextLoad(url, context);
  if (!url.startsWith('file:') || url.includes('/node_modules/') || result.source == null) return result;
  const source = typeof result.source === 'string' ? result.source : Buffer.from(result.source).toString('utf8');
  return source.includes('import.meta.glob') ? { ...result, source: expandGlobs(source, url) } : result;
}
