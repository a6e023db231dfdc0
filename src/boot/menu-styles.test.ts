import { describe, expect, it } from 'vitest';
import { menuRules } from './menu-styles';

const sheet = [
  '*,:before{box-sizing:border-box}',
  'body{margin:0;color:var(--ink)}',
  ':root{--ink:#0b1f33;--pad:1rem;--panel-pad:calc(var(--pad) * 2);--unused:red}',
  '@media (width>=1440px){:root{--pad:1.5rem;--unused:blue}}',
  '._a{padding:var(--panel-pad);animation:_k .16s}',
  '._a1{color:red}',
  '.hero ._b:hover{color:var(--ink)}',
  '@media (width>=992px){._c{display:none}.hero{margin:0}}',
  '@keyframes _k{0%{opacity:0}to{opacity:1}}',
  '@keyframes _z{0%{opacity:0}}',
  'html[data-menu-open]{overflow:hidden}',
  '@font-face{font-family:X;src:url(x.woff2)}',
].join('');

describe('the rules an open menu needs, cut from the site stylesheet', () => {
  const cut = menuRules(sheet, ['_a', '_b', '_c']);

  it("keeps the rules naming the menus' classes, in order and inside their @media, and the open menu's mark", () => {
    expect(cut).toContain('._a{padding:var(--panel-pad);animation:_k .16s}');
    expect(cut).toContain('.hero ._b:hover{color:var(--ink)}');
    expect(cut).toContain('@media (width>=992px){._c{display:none}}');
    expect(cut).toContain('html[data-menu-open]{overflow:hidden}');
    expect(cut.indexOf('._a{')).toBeLessThan(cut.indexOf('.hero ._b'));
  });

  it("leaves out every other rule: a class that only starts with a menu's name, the page's own, @font-face", () => {
    expect(cut).not.toContain('._a1');
    expect(cut).not.toContain('box-sizing');
    expect(cut).not.toContain('body{');
    expect(cut).not.toContain('.hero{');
    expect(cut).not.toContain('@font-face');
    expect(cut).not.toContain('_z');
  });

  it('brings the keyframes the rules animate with', () => {
    expect(cut).toContain('@keyframes _k{0%{opacity:0}to{opacity:1}}');
  });

  it('declares the custom properties the rules read, and those they read, on the header at every width, not on :root', () => {
    expect(cut).toContain('#root>header{--ink:#0b1f33;--pad:1rem;--panel-pad:calc(var(--pad) * 2)}');
    expect(cut).toContain('@media (width>=1440px){#root>header{--pad:1.5rem}}');
    expect(cut).not.toContain('--unused');
    expect(cut).not.toContain(':root');
  });

  it('is empty when no rule names the classes nor the mark', () => {
    expect(menuRules(':root{--ink:#000}body{color:var(--ink)}._x{color:red}', ['_a'])).toBe('');
  });
});
