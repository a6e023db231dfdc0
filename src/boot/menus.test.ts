import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChevronDown, Menu, Phone, X } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import * as en from '@/content/navigation';
import * as es from '@/content/navigation.es';
import { localizedHref } from '@/content/twins';
import { spanishPath } from '@/shared/i18n/paths';
import { burgerContent, desktopPanel, icon, isActive, mobilePanel, nextLink, spanishHref, type Child, type Page } from './menus';

const pages = {
  en: (here: string): Page => ({ nav: en, localize: (href) => href, here }),
  es: (here: string): Page => ({ nav: es, localize: (href) => spanishHref(href, spanishPath), here }),
};

/** What build() makes of a description, as the browser would serialize it. */
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
function html(child: Child): string {
  if (typeof child === 'string') return escape(child);
  if (!('tag' in child)) return '<copy/>';
  const attrs = child.attrs.map(([name, value]) => ` ${name}="${escape(value).replace(/"/g, '&quot;')}"`).join('');
  return `<${child.tag}${attrs}>${child.children.map(html).join('')}</${child.tag}>`;
}

describe('the menus the boot script draws before React', () => {
  it('draws the icons exactly as lucide-react renders them', () => {
    const lucide = (Icon: typeof X, props: object) => renderToStaticMarkup(createElement(Icon, { 'aria-hidden': 'true', ...props }));
    expect(html(icon('x', 24))).toBe(lucide(X, { size: 24 }));
    expect(html(icon('menu', 24))).toBe(lucide(Menu, { size: 24 }));
    expect(html(icon('phone', 18))).toBe(lucide(Phone, { size: 18 }));
    expect(html(icon('chevron-down', 20, 2, 'c'))).toBe(lucide(ChevronDown, { size: 20, className: 'c' }));
  });

  it('links every menu entry of a Spanish page where the site links it', () => {
    const links = [en.contactLink, ...en.headerMenus.flatMap((m) => m.groups.flatMap((g) => g.links))].map((l) => l.href);
    for (const href of [...links, en.chromeText.quote.href]) {
      expect(spanishHref(href, spanishPath)).toBe(localizedHref(href, 'es'));
    }
    expect(spanishHref('/about#testimonials', spanishPath)).toBe('/es/nosotros#testimonials');
  });

  it('marks a link active as the router does: its page and the pages under it, a home only itself', () => {
    expect(isActive('/services/residential-solar', '/services/residential-solar')).toBe(true);
    expect(isActive('/services/residential-solar', '/services/residential-solar/batteries')).toBe(true);
    expect(isActive('/services/residential-solar', '/services/residential-solar-x')).toBe(false);
    expect(isActive('/about#testimonials', '/about/')).toBe(true);
    expect(isActive('/es', '/es/contacto')).toBe(false);
    expect(isActive('/', '/contact')).toBe(false);
  });

  it('draws a panel with every link of its menu, in the page language, the current page marked', () => {
    const panel = html(desktopPanel(es.servicesMenu, pages.es('/es/servicios/energia-solar-residencial')));
    for (const group of es.servicesMenu.groups) for (const item of group.links) expect(panel).toContain(`>${escape(item.label)}</span>`);
    expect(panel).toMatch(/^<div id="menu-panel-services" class="[^"]*">/);
    expect(panel).toContain('href="/es/servicios/energia-solar-residencial" data-status="active" aria-current="page"');
    expect(panel.match(/aria-current/g)).toHaveLength(1);
    // A plain dropdown has no group titles.
    expect(html(desktopPanel(en.aboutMenu, pages.en('/')))).not.toContain('<p');
  });

  it('draws the mobile menu closed in every group, with the phone, the quote and the language switch', () => {
    const menu = html(mobilePanel(pages.en('/'), { href: 'tel:+16615550142', display: '(661) 555-0142' }, switchCopy()));
    expect(menu).toMatch(/^<div id="mobile-menu" class="[^"]*"><nav aria-label="Mobile">/);
    expect(menu.match(/aria-expanded="false"/g)).toHaveLength(en.headerMenus.length);
    expect(menu.match(/ hidden=""/g)).toHaveLength(en.headerMenus.length);
    expect(menu).toContain('href="/contact">Contact</a>');
    expect(menu).toContain('</svg> Call (661) 555-0142</a>');
    expect(menu).toContain('>Get a Free Quote</a><copy/></div></div>');
    expect(html({ tag: 'b', attrs: [], children: burgerContent(true, es) })).toContain(
      '<span class="visually-hidden">Cerrar el menú</span>',
    );
  });

  it('moves focus through a panel as the React menu does: arrows wrap, Home and End', () => {
    expect(nextLink('ArrowDown', 4, 5)).toBe(0);
    expect(nextLink('ArrowUp', 0, 5)).toBe(4);
    expect(nextLink('Home', 3, 5)).toBe(0);
    expect(nextLink('End', 0, 5)).toBe(4);
    expect(nextLink('Tab', 0, 5)).toBeUndefined();
  });
});

/** A stand-in for the header's language switch, which the boot script copies from the page. */
function switchCopy(): Child {
  return {} as Node;
}
