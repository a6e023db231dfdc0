import Beasties from 'beasties';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Per-page critical CSS (docs/decisions/019-first-paint.md). Each prerendered page carries, in
 * one inline <style>, the rules of the site stylesheet its own markup uses, at every width
 * (Beasties matches selectors against the page; it knows nothing of the viewport), so the first
 * paint needs no request but the HTML. The page still works without JavaScript: those rules
 * style all of it. The whole stylesheet loads with React (src/boot/site-styles.ts).
 *
 * Left out on purpose: rules for states only script sets (an open menu, a form's errors):
 * React sets them, and React hydrates only once the whole stylesheet is in.
 * Kept although nothing in the markup matches yet: the reveal states and html.webfont, which
 * the inline early script sets before the body is parsed, and every @font-face (a face costs
 * nothing until text uses it; src/styles/fonts.css says when Figtree is used).
 */
const ALWAYS = [/\[data-reveal/, /\.webfont/];
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

export interface CriticalCss {
  /** The page with its critical rules inlined in a <style> before </head>. */
  inline(html: string): Promise<string>;
}

export async function criticalCss(clientDir: string, stylesHref: string): Promise<CriticalCss> {
  const sheet = await readFile(path.join(clientDir, stylesHref), 'utf8');
  const faces = (sheet.match(FONT_FACE) ?? []).join('');
  if (!faces.includes('local(')) throw new Error(`${stylesHref} has no local() fallback @font-face`);
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    additionalStylesheets: [stylesHref],
    allowRules: ALWAYS,
    fonts: false,
    keyframes: 'critical',
    compress: true,
    pruneSource: false,
    reduceInlineStyles: false,
    logLevel: 'warn',
  });
  return {
    async inline(html) {
      if (/<link[^>]+rel="stylesheet"/.test(html) || /<style\b/.test(html)) {
        throw new Error('critical CSS expects a page without stylesheets of its own');
      }
      const out = await beasties.process(html);
      const styles = [...out.matchAll(/<style>([\s\S]*?)<\/style>/g)];
      if (styles.length !== 1) throw new Error(`expected one inlined <style>, got ${styles.length}`);
      const rules = styles[0]![1]!.replace(FONT_FACE, '');
      // Into the page as rendered (Beasties re-serializes the markup it reads), at the end of
      // the head, after the route's tags.
      return html.replace('</head>', () => `<style>${faces}${rules}</style></head>`);
    },
  };
}
