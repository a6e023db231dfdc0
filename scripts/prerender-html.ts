/** Pure string helpers of the prerender step, kept apart so they can be unit tested. */
export type Manifest = Record<
  string,
  { file: string; src?: string; isEntry?: boolean; css?: string[]; assets?: string[]; imports?: string[]; dynamicImports?: string[] }
>;

// React emits hoistable elements (<title>, <meta>, <link>) ahead of the markup they came from
// when it renders without a <head>; they belong in the document head.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

export function splitHoistedHead(html: string): { head: string; body: string } {
  const match = HOISTED.exec(html);
  if (!match) return { head: '', body: html };
  return { head: match[0], body: html.slice(match[0].length) };
}

/** Comment markers around the route-managed head tags; see src/hydrate-head.ts. */
export const HEAD_START = '<!--route-head-->';
export const HEAD_END = '<!--/route-head-->';

export const markHydratedHead = (head: string) => `${HEAD_START}${head}${HEAD_END}`;

export function injectPage(template: string, parts: { head: string; body: string }): string {
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('index.html lost its <!--app-head--> or <!--app-html--> placeholder');
  }
  // Function replacers: page text may contain `$&`-style sequences that string replacement would expand.
  return template.replace('<!--app-head-->', () => parts.head).replace('<!--app-html-->', () => parts.body);
}

/** Preload the Latin Figtree file so text renders in the web font without a late swap. */
export function headPreloads(manifest: Manifest): string {
  const fonts = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    for (const asset of chunk.assets ?? []) {
      if (/figtree-latin-wght-normal-[\w-]+\.woff2$/.test(asset)) fonts.add(asset);
    }
  }
  return [...fonts].map((f) => `<link rel="preload" href="/${f}" as="font" type="font/woff2" crossorigin>`).join('');
}
