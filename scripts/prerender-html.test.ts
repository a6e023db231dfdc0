import { describe, expect, it } from 'vitest';
import { firstPaintTemplate, inlineTabIcon, SEARCH_ICON } from './prerender-html';

const built =
  '<!doctype html><html><head><meta charset="UTF-8" />\n    <!--app-head-->\n' +
  '    <script type="module" crossorigin src="/assets/index-A1.js"></script>\n' +
  '    <link rel="stylesheet" crossorigin href="/assets/style-B2.css">\n' +
  '  <link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"><!--app-html--></div></body></html>';

describe('firstPaintTemplate', () => {
  it('replaces the module script and the stylesheet and manifest links by the inline early script', () => {
    const { template, shellTemplate, boot, styles } = firstPaintTemplate(built, 'early()');
    expect(boot).toBe('/assets/index-A1.js');
    expect(styles).toBe('assets/style-B2.css');
    expect(template).toContain(
      '<script data-boot="/assets/index-A1.js" data-styles="/assets/style-B2.css" data-manifest="/manifest.webmanifest">early()</script><!--app-head-->',
    );
    expect(template).not.toMatch(/<script type="module"|rel="stylesheet"|rel="manifest"/);
    // The bare shell has no markup to take critical CSS from: it links the whole stylesheet.
    expect(shellTemplate).toContain('<link rel="stylesheet" href="/assets/style-B2.css"></head>');
  });

  it('refuses a template that lost a part, rather than build pages without styles or scripts', () => {
    expect(() => firstPaintTemplate(built.replace(/<link rel="stylesheet"[^>]*>/, ''), 'early()')).toThrow(/stylesheet/);
    expect(() => firstPaintTemplate(built.replace('<!--app-head-->', ''), 'early()')).toThrow(/app-head/);
  });
});

describe('inlineTabIcon', () => {
  const logo = "data:image/svg+xml,%3csvg%20xmlns='http://www.w3.org/2000/svg'/%3e";
  const written = 'data:image/svg+xml,%3csvg%20xmlns=&#x27;http://www.w3.org/2000/svg&#x27;/%3e';
  const page = `<head><link rel="icon" href="/favicon.svg" type="image/svg+xml" /></head><body><img src="${written}" alt=""/></body>`;

  it('gives every page the logo mark as written in its markup, and the site root a crawlable file as well', () => {
    const inline = `<link rel="icon" href="${written}" type="image/svg+xml" sizes="any" />`;
    expect(inlineTabIcon(page, logo, false)).toBe(page.replace(/<link[^>]*>/, inline));
    expect(inlineTabIcon(page, logo, true)).toBe(
      page.replace(/<link[^>]*>/, `${inline}<link rel="icon" href="${SEARCH_ICON}" type="image/png" sizes="96x96" />`),
    );
  });

  it('fails the build when the page no longer has the icon link or the logo', () => {
    expect(() => inlineTabIcon(page.replace(/<link[^>]*>/, ''), logo, false)).toThrow(/icon link/);
    expect(() => inlineTabIcon(page.replace(/<img[^>]*>/, ''), logo, false)).toThrow(/logo mark/);
  });
});
