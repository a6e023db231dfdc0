import { register as registerHooks } from 'node:module';
import { register, type NamespacedUnregister } from 'tsx/esm/api';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Spanish twins emitted as their values. A Spanish content module is written as its English
 * twin with the text replaced (`import * as en`, `{ ...en.record, intro: '…' }`), so that links,
 * images, dates, sources and figures are the English module's and cannot drift
 * (src/content/localized.ts). Bundled as written, a Spanish page downloads the English module
 * too: on a Spanish town topic page about 18 KB gzip of English copy it never shows (the topic
 * file, the town's record, the incentive sentences, the navigation and company words). Issue 26
 * asks for one language's copy per page (docs/decisions/033-hydration-js.md, "One language per
 * page").
 *
 * In the client build, each module listed here is run once in Node and replaced by its exports'
 * values, so its chunk holds the Spanish page's data alone. The values must be plain data
 * (strings, finite numbers, booleans, null, arrays, plain objects) or illustrations (an imported
 * `.svg`, emitted as the same import, so Vite names the file as it does for the English module):
 * the build fails on anything else. Twins that export functions are not listed (an article's
 * reading time, the estimator's sentences, the town finder's link labels, the incentive
 * sentences); they are bundled as written. Tests, the prerender and development run the modules
 * as written; resolved-twins.test.ts checks that every listed twin's emitted module has the same
 * values.
 */
export const RESOLVED_TWINS: readonly RegExp[] = [
  /\/src\/content\/topics\/copy\/[a-z-]+\.es\.ts$/,
  /\/src\/content\/towns\/records\/[a-z-]+\.es\.ts$/,
  /\/src\/content\/(company|navigation|testimonials|system-pages|footer|contact|partners|privacy|service-area|solar-installer-delano|home)\.es\.ts$/,
  /\/src\/content\/topics\/cards\.es\.ts$/,
  /\/src\/content\/facts\/incentives\.es\.ts$/,
  /\/src\/content\/services\/(.+\/)?[a-z-]+\.es\.ts$/,
  /\/src\/content\/about\/(index|careers|partners|what-sets-us-apart)\.es\.ts$/,
  /\/src\/content\/resources\/(faq|financing|blog\/index)\.es\.ts$/,
];

/** What an illustration's import is while a twin runs in Node: its file, marked. */
const ILLUSTRATION = '\0illustration:';
const illustrationHooks = `
export async function load(url, context, next) {
  const { protocol, pathname } = new URL(url);
  if (protocol === 'file:' && pathname.endsWith('.svg'))
    return { format: 'module', shortCircuit: true, source: 'export default ' + JSON.stringify(${JSON.stringify(ILLUSTRATION)} + decodeURIComponent(pathname)) };
  return next(url, context);
}`;

/** Where `value` is not plain data, as a path (`record.faqs[0].answer`), or null when it is. */
export function notPlainData(value: unknown, where: string): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${where} (${value})`;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = notPlainData(item, `${where}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object') {
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return `${where} (object)`;
    for (const [key, item] of Object.entries(value)) {
      const found = notPlainData(item, `${where}.${key}`);
      if (found) return found;
    }
    return null;
  }
  return `${where} (${typeof value})`;
}

/**
 * A module of `exports`' values; throws naming the first value that is not plain data. A value
 * found twice (the navigation's menus, in their own exports and in the list of all menus) is
 * written once and referred to, so the module keeps the twin's sharing as well as its values. An
 * illustration (a string marked by the hooks above) becomes an import of its file.
 */
export function moduleOf(exports: Readonly<Record<string, unknown>>, file: string): string {
  for (const [name, value] of Object.entries(exports)) {
    const found = notPlainData(value, name);
    if (found) throw new Error(`${file}: ${found} is not plain data, so it cannot be emitted as a value`);
  }
  const seen = new Map<object, number>();
  const count = (value: unknown) => {
    if (value === null || typeof value !== 'object') return;
    seen.set(value, (seen.get(value) ?? 0) + 1);
    if (seen.get(value) === 1) Object.values(value).forEach(count);
  };
  Object.values(exports).forEach(count);

  const illustrations = new Map<string, string>();
  const shared = new Map<object, string>();
  const declarations: string[] = [];
  const write = (value: unknown): string => {
    if (typeof value === 'string' && value.startsWith(ILLUSTRATION)) {
      const source = value.slice(ILLUSTRATION.length);
      if (!illustrations.has(source)) illustrations.set(source, `illustration${illustrations.size}`);
      return illustrations.get(source)!;
    }
    if (value === null || typeof value !== 'object') return JSON.stringify(value);
    const name = shared.get(value);
    if (name) return name;
    const literal = Array.isArray(value)
      ? `[${value.map(write).join(',')}]`
      : `{${Object.entries(value)
          .map(([key, item]) => {
            if (key === '__proto__') throw new Error(`${file}: a key named __proto__ cannot be written as a literal`);
            return `${JSON.stringify(key)}:${write(item)}`;
          })
          .join(',')}}`;
    if (seen.get(value)! < 2) return literal;
    const id = `shared${shared.size}`;
    shared.set(value, id);
    declarations.push(`const ${id} = ${literal};`);
    return id;
  };
  const lines = Object.entries(exports).map(([name, value]) =>
    name === 'default' ? `export default ${write(value)};` : `export const ${name} = ${write(value)};`,
  );
  const imports = [...illustrations].map(([source, id]) => `import ${id} from ${JSON.stringify(source)};`);
  return `${[...imports, ...declarations, ...lines].join('\n')}\n`;
}

// Node's module hooks last as long as the process; one set is enough for every build in it.
let hooksRegistered = false;

/** The client build's plugin: each module of `RESOLVED_TWINS` emitted as its values. */
export function resolvedTwins(): Plugin {
  // One namespace for the whole build: the modules the twins share (the facts, the English
  // copy) run once.
  let runner: NamespacedUnregister | undefined;
  return {
    name: 'resolved-twins',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (id.includes('?') || !RESOLVED_TWINS.some((pattern) => pattern.test(id))) return null;
      if (!runner) {
        hooksRegistered ||= (registerHooks(`data:text/javascript,${encodeURIComponent(illustrationHooks)}`), true);
        runner = register({ namespace: 'resolved-twins' });
      }
      const exports = (await runner.import(pathToFileURL(id).href, import.meta.url)) as Record<string, unknown>;
      try {
        return moduleOf(exports, id);
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
    async buildEnd() {
      await runner?.unregister();
      runner = undefined;
    },
  };
}
