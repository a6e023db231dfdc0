import { describe, expect, it } from 'vitest';
import { dropPointerStates, dropUnusedProperties, facesFor } from './critical-css';

describe('dropUnusedProperties', () => {
  it('keeps the tokens the rules read, directly or through another token, and drops the rest', () => {
    const css =
      ':root{--ink:#000;--unused:1px;--max:var(--wide);--wide:1400px;--gap:1rem;--shadow:0 1px 2px rgb(0 0 0 / .1), 0 2px 4px #0001}' +
      'html.webfont{--font:"Figtree", system-ui}' +
      '@media (width>=1440px){:root{--unused:2px}}' +
      '.a{color:var(--ink);max-width:var(--max)}.b{box-shadow:var(--shadow);transition-delay:var(--delay,0s)}' +
      '[data-step="0"]{--delay:.1s}';
    expect(dropUnusedProperties(css)).toBe(
      ':root{--ink:#000;--max:var(--wide);--wide:1400px;--shadow:0 1px 2px rgb(0 0 0 / .1), 0 2px 4px #0001}' +
        '.a{color:var(--ink);max-width:var(--max)}.b{box-shadow:var(--shadow);transition-delay:var(--delay,0s)}' +
        '[data-step="0"]{--delay:.1s}',
    );
  });

  it('leaves ordinary declarations and rules alone', () => {
    const css = 'body{margin:0;font:inherit}@media (width>=768px){.a{display:grid}}';
    expect(dropUnusedProperties(css)).toBe(css);
  });
});

describe('dropPointerStates', () => {
  it('drops rules that only apply under a pointer, at any width, and keeps the rest', () => {
    const css =
      '.a{color:red}.a:hover{color:blue}.b:active{transform:none}.c:hover:not(:disabled),.c:focus-visible{outline:0}' +
      '@media (width>=768px){.d{display:grid}.d:hover{opacity:.9}}@media (hover:hover){.e:hover{color:red}}' +
      '@font-face{font-family:X;src:local(Arial)}';
    expect(dropPointerStates(css)).toBe(
      '.a{color:red}.c:hover:not(:disabled),.c:focus-visible{outline:0}@media (width>=768px){.d{display:grid}}' +
        '@font-face{font-family:X;src:local(Arial)}',
    );
  });
});

describe('facesFor', () => {
  const latin = '@font-face{font-family:F;src:url(/l.woff2);unicode-range:U+??,U+131,U+2000-206F}';
  const latinExt = '@font-face{font-family:F;src:url(/e.woff2);unicode-range:U+100-2BA,U+1E00-1E9F}';
  const fallback = '@font-face{font-family:G;src:local(Arial)}';

  const latinWithoutRange = '@font-face{font-family:F;src:url(/l.woff2)}';

  it('keeps the faces whose characters the page has, and faces without a range', () => {
    expect(facesFor([latin, latinExt, fallback], '<p>Energía solar – ¿cuánto?</p>')).toEqual([latinWithoutRange, fallback]);
    expect(facesFor([latin, latinExt, fallback], '<p>Łódź</p>')).toEqual([latin, latinExt, fallback]);
  });

  it("writes a face without its range only when it is its family's one face and holds every character", () => {
    // Every character in the Latin half, the only face of F kept: the range selects nothing more.
    expect(facesFor([latin, fallback], '<p>Solar – hoy</p>')).toEqual([latinWithoutRange, fallback]);
    // A character in no range of F (an arrow): the range still says which face draws it.
    expect(facesFor([latin, latinExt, fallback], '<p>Solar → hoy</p>')).toEqual([latin, fallback]);
    // Two faces of F kept: each keeps its range.
    expect(facesFor([latin, latinExt, fallback], '<p>Łódź – hoy</p>')).toEqual([latin, latinExt, fallback]);
    // A range at the start of the rule's declarations goes with its own separator.
    expect(facesFor(['@font-face{unicode-range:U+??;font-family:F;src:url(/l.woff2)}'], 'abc')).toEqual([
      '@font-face{font-family:F;src:url(/l.woff2)}',
    ]);
  });
});
