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
 * Left out on purpose (docs/decisions/020-first-window.md), since every byte of a page counts
 * in its first round trip:
 * - rules for states only script sets (an open menu, a form's errors): React sets them, and
 *   React hydrates only once the whole stylesheet is in;
 * - `:hover` and `:active` rules: the first pointer movement or touch fetches the whole
 *   stylesheet; a page without JavaScript simply shows no hover;
 * - custom properties no kept rule reads, and @font-face rules for ranges of characters the
 *   page does not contain.
 * Kept although nothing in the markup matches yet: the reveal states and html.webfont, which
 * the inline early script sets before the body is parsed, and the other @font-face rules (a
 * face costs nothing until text uses it; src/styles/fonts.css says when Figtree is used).
 */
const ALWAYS = [/\[data-reveal/, /\.webfont/];
/**
 * Kept on a page with a form in its content: the pinned quote action steps aside while a form is
 * on screen (src/boot/quote-bar.ts), and the boot script sets that class before React, so the
 * rule that reads it has to be in the page (else the action stays over the form's send button
 * until React wakes).
 */
const WITH_FORMS = [...ALWAYS, /form-in-view/];
const hasForm = (html: string) => /<main\b[\s\S]*<form\b/.test(html);
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

const PROPERTY = /([{;])(--[\w-]+):([^;{}]*)(?=[;}])/g;
const REFERENCE = /var\(\s*(--[\w-]+)/g;

/**
 * Drops the custom properties (design tokens) that none of `css`'s rules read, directly or
 * through another property they read: the token block is the same on every page and most of it
 * serves other pages. The whole stylesheet, loaded with React, declares them all again.
 */
export function dropUnusedProperties(css: string): string {
  const declared = new Map<string, string[]>();
  for (const [, , name, value] of css.matchAll(PROPERTY)) declared.set(name!, [...(declared.get(name!) ?? []), value!]);
  const outside = css.replace(PROPERTY, '$1');
  const used = new Set<string>();
  const queue = [...outside.matchAll(REFERENCE)].map((m) => m[1]!);
  while (queue.length) {
    const name = queue.pop()!;
    if (used.has(name)) continue;
    used.add(name);
    for (const value of declared.get(name) ?? []) queue.push(...[...value.matchAll(REFERENCE)].map((m) => m[1]!));
  }
  return css
    .replace(PROPERTY, (declaration, open: string, name: string) => (used.has(name) ? declaration : open))
    .replace(/;{2,}/g, ';')
    .replace(/\{;/g, '{')
    .replace(/;\}/g, '}')
    .replace(/(^|[{}])[^{}@]+\{\}/g, '$1')
    .replace(/@media[^{}]*\{\}/g, '');
}

/** The code points a `unicode-range` names (`U+0-FF`, `U+2013`, `U+??`), as [from, to] pairs. */
function ranges(unicodeRange: string): [number, number][] {
  return unicodeRange.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    if (from!.includes('?')) return [parseInt(from!.replaceAll('?', '0'), 16), parseInt(from!.replaceAll('?', 'F'), 16)];
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
  });
}

/**
 * The @font-face rules a page can use: a face limited to a `unicode-range` that none of the
 * page's characters fall in (Figtree's Latin Extended half, for pages in English and Spanish)
 * stays in the whole stylesheet only.
 *
 * A face that is then its family's only one here, and whose range holds every character of the
 * page, is written without its range (about 150 characters, 55-96 bytes of a page's Brotli):
 * on this page the range selects nothing the face would not. Text drawn later with a character
 * outside it is drawn as before, by the next family of the stack (the face has no glyph for it),
 * and the whole stylesheet, loaded with React, declares every face with its range again, after
 * this one, so its faces are the ones a browser looks at first (CSS Fonts 4, font matching).
 */
export function facesFor(faces: string[], html: string): string[] {
  const used = new Set<number>();
  for (const char of html) used.add(char.codePointAt(0)!);
  const kept = faces.filter((face) => {
    const range = /unicode-range:([^;}]+)/.exec(face)?.[1];
    if (!range) return true;
    const pairs = ranges(range);
    for (const code of used) if (pairs.some(([from, to]) => code >= from && code <= to)) return true;
    return false;
  });
  const family = (face: string) => /font-family:([^;}]+)/.exec(face)?.[1]?.trim();
  return kept.map((face) => {
    const range = /(;?)unicode-range:([^;}]+)(;?)/.exec(face);
    if (!range || kept.filter((other) => family(other) === family(face)).length > 1) return face;
    const pairs = ranges(range[2]!);
    for (const code of used) if (!pairs.some(([from, to]) => code >= from && code <= to)) return face;
    // One separator stays between the declarations on either side.
    return face.replace(range[0], range[1] && range[3] ? ';' : '');
  });
}

/**
 * Leaves out the rules for a pointer over or pressing on something (`:hover`, `:active`): the
 * first pointer movement or touch loads the whole stylesheet (src/boot/early.ts), which has them.
 */
export function dropPointerStates(css: string): string {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      const rule = css.slice(start, i + 1);
      start = i + 1;
      const open = rule.indexOf('{');
      const prelude = rule.slice(0, open);
      if (prelude.startsWith('@media') || prelude.startsWith('@supports')) {
        const inner = dropPointerStates(rule.slice(open + 1, -1));
        if (inner) out.push(`${prelude}{${inner}}`);
      } else if (prelude.startsWith('@') || !prelude.split(',').every((selector) => /:(hover|active)\b/.test(selector))) {
        out.push(rule);
      }
    }
  }
  return out.join('');
}

export interface CriticalCss {
  /** The page with its critical rules inlined in a <style> before </head>. */
  inline(html: string): Promise<string>;
}

export async function criticalCss(clientDir: string, stylesHref: string): Promise<CriticalCss> {
  const sheet = await readFile(path.join(clientDir, stylesHref), 'utf8');
  const faces = sheet.match(FONT_FACE) ?? [];
  if (!faces.some((face) => face.includes('local('))) throw new Error(`${stylesHref} has no local() fallback @font-face`);
  const beastiesKeeping = (allowRules: RegExp[]) =>
    new Beasties({
      path: clientDir,
      publicPath: '/',
      additionalStylesheets: [stylesHref],
      allowRules,
      fonts: false,
      keyframes: 'critical',
      compress: true,
      pruneSource: false,
      reduceInlineStyles: false,
      logLevel: 'warn',
    });
  const beasties = beastiesKeeping(ALWAYS);
  const beastiesWithForms = beastiesKeeping(WITH_FORMS);
  return {
    async inline(html) {
      if (/<link[^>]+rel="stylesheet"/.test(html) || /<style\b/.test(html)) {
        throw new Error('critical CSS expects a page without stylesheets of its own');
      }
      const out = await (hasForm(html) ? beastiesWithForms : beasties).process(html);
      const styles = [...out.matchAll(/<style>([\s\S]*?)<\/style>/g)];
      if (styles.length !== 1) throw new Error(`expected one inlined <style>, got ${styles.length}`);
      const rules = dropUnusedProperties(dropPointerStates(styles[0]![1]!.replace(FONT_FACE, '')));
      // Into the page as rendered (Beasties re-serializes the markup it reads), at the end of
      // the head, after the route's tags.
      return html.replace('</head>', () => `<style>${facesFor(faces, html).join('')}${rules}</style></head>`);
    },
  };
}
