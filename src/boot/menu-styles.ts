import { whenIdle } from './idle';

/**
 * The rules an open header menu needs, on their own (docs/decisions/029-first-tap.md).
 *
 * A page carries only the CSS its markup uses (scripts/critical-css.ts), and the header's panels
 * are in the page only while open, so their rules are in the whole site stylesheet alone.
 * Applying that stylesheet at the press restyles every element of the page (it has rules for
 * `*`, `body` and every tag): on a phone that took the frame after the tap past 100 ms. These
 * rules match the header's own classes only, so adopting them restyles the header alone; the
 * boot script adopts them while the page sits idle, before any press (boot/menus.ts), and draws
 * the panel in the very frame after the press. They are cut from the same
 * stylesheet (the file React loads, in the cache by then), so the panel looks exactly as it will
 * once React wakes; when the whole stylesheet is in they are dropped again, and the cascade is
 * the stylesheet's own.
 */

/** Where the custom properties the rules read are declared: the header, not `:root`, so nothing else restyles. */
const HOLDER = '#root>header';

interface Block {
  prelude: string;
  body: string;
}

/** The top-level blocks of `css` (a rule, an @media with its rules, a @keyframes), in order. */
function blocks(css: string): Block[] {
  const out: Block[] = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '{') {
      if (depth++ === 0) open = i;
    } else if (c === '}' && --depth === 0) {
      out.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, i) });
      start = i + 1;
    }
  }
  return out;
}

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
const VAR = /var\(\s*(--[\w-]+)/g;
const DECLARATION = /(--[\w-]+)\s*:([^;]*)/g;

/**
 * The rules of the stylesheet `css` whose selectors name one of `classes` (or the open menu's
 * mark on the root, `data-menu-open`), in their order and inside their @media; the @keyframes
 * they animate with; and the custom properties they read, declared on the header at every width
 * they are declared on `:root`. Pure text: the unit tests run it on the built stylesheet.
 */
export function menuRules(css: string, classes: string[]): string {
  const names = new RegExp(`\\.(?:${classes.map(escape).join('|')})(?![\\w-])|data-menu-open`);
  const tokens: { media: string | undefined; declarations: Map<string, string> }[] = [];
  const keyframes = new Map<string, string>();

  const pick = (list: Block[], media: string | undefined): string => {
    let kept = '';
    for (const { prelude, body } of list) {
      if (prelude.startsWith('@media') || prelude.startsWith('@supports')) {
        const inner = pick(blocks(body), media ?? prelude);
        if (inner) kept += `${prelude}{${inner}}`;
      } else if (prelude.startsWith('@keyframes')) {
        keyframes.set(prelude.slice('@keyframes'.length).trim(), `${prelude}{${body}}`);
      } else if (prelude.startsWith('@')) {
        continue;
      } else if (prelude === ':root') {
        tokens.push({ media, declarations: new Map([...body.matchAll(DECLARATION)].map((m) => [m[1]!, m[2]!.trim()])) });
      } else if (names.test(prelude)) {
        kept += `${prelude}{${body}}`;
      }
    }
    return kept;
  };
  const rules = pick(blocks(css), undefined);
  if (!rules) return '';

  // The custom properties read, and the ones those read in turn.
  const used = new Set<string>();
  const queue = [...rules.matchAll(VAR)].map((m) => m[1]!);
  while (queue.length) {
    const name = queue.pop()!;
    if (used.has(name)) continue;
    used.add(name);
    for (const { declarations } of tokens) {
      const value = declarations.get(name);
      if (value) queue.push(...[...value.matchAll(VAR)].map((m) => m[1]!));
    }
  }
  const declared = tokens
    .map(({ media, declarations }) => {
      const own = [...declarations].filter(([name]) => used.has(name)).map(([name, value]) => `${name}:${value}`);
      if (!own.length) return '';
      const rule = `${HOLDER}{${own.join(';')}}`;
      return media ? `${media}{${rule}}` : rule;
    })
    .join('');
  const animations = [...keyframes]
    .filter(([name]) => new RegExp(`(?<![\\w-])${escape(name)}(?![\\w-])`).test(rules))
    .map(([, text]) => text);
  return declared + animations.join('') + rules;
}

/** The menus' rules, to adopt before a press (or at it, if it comes first). */
export interface MenuStyles {
  /** Adopts the rules (once); false while they are not ready. True once the whole stylesheet is in. */
  adopt(): boolean;
  /** Settles once they are: true when cut, false when they cannot be (then the whole stylesheet must do). */
  ready: Promise<boolean>;
}

/**
 * Fetches the site stylesheet (into the HTTP cache, where React's <link> then finds it) and cuts
 * the menus' rules from it while the page is idle. `applied` settles once the whole stylesheet
 * styles the page: from then on the rules are dropped, and the stylesheet's own cascade holds.
 */
export function prepareMenuStyles(href: string, classes: string[], applied: Promise<void>): MenuStyles {
  let sheet: CSSStyleSheet | undefined;
  let adopted = false;
  let whole = false;
  if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document))
    return { adopt: () => whole, ready: Promise.resolve(false) };
  const ready = fetch(href)
    .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${response.status}`))))
    .then((css) => new Promise<string>((resolve) => whenIdle(() => resolve(css), { timeout: 1000, fallback: 0 })))
    .then((css) => {
      const rules = menuRules(css, classes);
      if (!rules) return false;
      if (whole) return true;
      const cut = new CSSStyleSheet();
      cut.replaceSync(rules);
      sheet = cut;
      return true;
    })
    // Without them a press waits for the whole stylesheet, as React does.
    .catch(() => false);
  void applied.then(() => {
    whole = true;
    if (adopted && sheet) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    sheet = undefined;
  });
  return {
    ready,
    adopt() {
      if (whole) return true;
      if (!sheet) return false;
      if (!adopted) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      adopted = true;
      return true;
    },
  };
}
