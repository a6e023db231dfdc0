import { describe, expect, it } from 'vitest';
import { shortenCustomProperties } from './short-properties';

describe('shortenCustomProperties', () => {
  it('gives the most used custom property the shortest name, everywhere it appears', () => {
    const css =
      ':root{--color-ink:#000;--space-2:1rem;--max-width:var(--max-width-wide);--max-width-wide:1400px}' +
      '.a{color:var(--color-ink);padding:var(--space-2)}.b{border-color:var(--color-ink);max-width:var(--max-width)}' +
      '.c{transition-delay:var(--reveal-delay,0s)}[data-step="1"]{--reveal-delay:.3s}';
    expect(shortenCustomProperties(css)).toBe(
      ':root{--a:#000;--e:1rem;--b:var(--c);--c:1400px}' +
        '.a{color:var(--a);padding:var(--e)}.b{border-color:var(--a);max-width:var(--b)}' +
        '.c{transition-delay:var(--d,0s)}[data-step="1"]{--d:.3s}',
    );
  });

  it('leaves names that only contain two dashes alone', () => {
    const css = '.card--wide{grid-column:1/-1}.x{margin:-1px;width:calc(100% - -2px)}';
    expect(shortenCustomProperties(css)).toBe(css);
  });
});
