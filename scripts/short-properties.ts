import type { Plugin } from 'vite';

/** A custom property's name where one starts: `--name`, not the tail of `a--b`. */
const NAME = /(?<![\w-])--[a-zA-Z][\w-]*/g;

/** `a`, `b`, … `z`, `a0`, `a1`, …: the shortest names, in order. */
function shortName(index: number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  if (index < letters.length) return letters[index]!;
  const rest = index - letters.length;
  return letters[Math.floor(rest / 36) % letters.length]! + (rest % 36).toString(36);
}

/**
 * Renames every custom property (the design tokens: `--color-ink`, `--space-2`, …) in a stylesheet
 * to the shortest free name, the most used first. Only stylesheets use them (no script reads or
 * sets one), so the stylesheet stays whole; every page's inline critical CSS, cut from it,
 * comes out about 0.25 KB of Brotli smaller (docs/decisions/020-first-window.md).
 */
export function shortenCustomProperties(css: string): string {
  const counts = new Map<string, number>();
  for (const [name] of css.matchAll(NAME)) counts.set(name, (counts.get(name) ?? 0) + 1);
  const order = [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([name]) => name);
  const table = new Map(order.map((name, i) => [name, `--${shortName(i)}`]));
  return css.replace(NAME, (name) => table.get(name)!);
}

/** The build's stylesheets with short custom property names (development keeps the readable ones). */
export function shortCustomProperties(): Plugin {
  return {
    name: 'short-custom-properties',
    apply: 'build',
    // After Vite has written the stylesheet into the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.css')) {
          file.source = shortenCustomProperties(typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source));
        }
      }
    },
  };
}
