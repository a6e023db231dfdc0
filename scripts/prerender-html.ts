/** Pure string helpers of the prerender step, kept apart so they can be unit tested. */

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

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">\s*/;
const MANIFEST = /<link rel="manifest" href="([^"]+)">\s*/;

/**
 * The built index.html made into the prerender templates (docs/decisions/019-first-paint.md):
 * Vite's module script, stylesheet and manifest links give way to the inline early script, which
 * adds the script and the manifest after the load event; the stylesheet comes with React. The
 * shell keeps a link to the stylesheet: it has no markup to take critical CSS from.
 */
export function firstPaintTemplate(built: string, earlyCode: string) {
  const boot = MODULE_SCRIPT.exec(built)?.[1];
  const styles = STYLESHEET.exec(built)?.[1];
  const manifest = MANIFEST.exec(built)?.[1];
  if (!boot || !styles || !manifest || !built.includes('<!--app-head-->')) {
    throw new Error('index.html lost its module script, stylesheet or manifest link, or <!--app-head--> placeholder');
  }
  const early = `<script data-boot="${boot}" data-styles="${styles}" data-manifest="${manifest}">${earlyCode}</script>`;
  const template = built
    .replace(MODULE_SCRIPT, '')
    .replace(STYLESHEET, '')
    .replace(MANIFEST, '')
    .replace('<!--app-head-->', `${early}<!--app-head-->`);
  const shellTemplate = template.replace('</head>', `<link rel="stylesheet" href="${styles}"></head>`);
  // Relative to the client folder, as the critical CSS step reads it.
  return { template, shellTemplate, boot, styles: styles.replace(/^\//, '') };
}

const ICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';

/** The icon Google's favicon crawler takes from the site root: a square multiple of 48 px (scripts/pwa-icons.ts). */
export const SEARCH_ICON = '/icons/favicon-96.png';

/**
 * The tab icon as a data: URL on every page (docs/decisions/019-first-paint.md and
 * 020-first-window.md). Chrome fetches a linked icon file at the load event, which on a fast
 * device comes before the first paint, and that request then counts against the page's FCP and
 * LCP. The data: URL is the logo mark's, written exactly as the header's <img> carries it, so it
 * costs the compressed page almost nothing. `logo` is that URL as the module import gives it.
 *
 * The site root also links a file: Google takes a host's one search-result icon from the links on
 * its root page (not /es, a subdirectory), and only from a URL it can crawl. The inline one is
 * marked `sizes="any"` (it scales), the file `96x96`; Chrome takes the one that fits every size
 * and never fetches the file.
 */
export function inlineTabIcon(html: string, logo: string, isRoot: boolean): string {
  if (!html.includes(ICON_LINK)) throw new Error('the page lost its icon link');
  // React's attribute escaping (the only characters a Vite SVG data: URL can hold that it escapes).
  const asWritten = logo.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');
  if (!html.includes(`src="${asWritten}"`)) throw new Error('the logo mark is not on the page as expected');
  const inline = `<link rel="icon" href="${asWritten}" type="image/svg+xml" sizes="any" />`;
  const crawlable = `<link rel="icon" href="${SEARCH_ICON}" type="image/png" sizes="96x96" />`;
  return html.replace(ICON_LINK, () => (isRoot ? inline + crawlable : inline));
}
