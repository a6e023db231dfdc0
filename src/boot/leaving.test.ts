import { describe, expect, it } from 'vitest';
import { leavingLink, stillLeaving } from './leaving';

const here = new URL('https://sunfield.example/services/residential-solar');

/** A link as the click handler sees it, and a click on (something inside) it. */
function click(href: string, options: { attrs?: Record<string, string>; event?: Partial<MouseEvent> } = {}) {
  const attrs = options.attrs ?? {};
  const link = {
    href: new URL(href, here).href,
    target: attrs.target ?? '',
    hasAttribute: (name: string) => name in attrs,
  };
  const target = { closest: (selector: string) => (selector === 'a[href]' ? link : null) };
  const event = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    target,
    ...options.event,
  };
  return { link, event: event as unknown as MouseEvent };
}

describe('leavingLink: which clicks the bar answers', () => {
  it('a plain click on a link to another page of the site, followed by the browser or the router', () => {
    const card = click('/services/residential-solar/our-process');
    expect(leavingLink(card.event, here)).toBe(card.link);
    const switched = click('/es/servicios/energia-solar-residencial');
    expect(leavingLink(switched.event, here)).toBe(switched.link);
  });

  it('a click the page took over still leaves once React is awake (the router draws the page), not before', () => {
    const prevented = click('/contact', { event: { defaultPrevented: true } }).event;
    expect(stillLeaving(prevented, true)).toBe(true);
    expect(stillLeaving(prevented, false)).toBe(false);
    expect(stillLeaving(click('/contact').event, false)).toBe(true);
  });

  it('not one that opens a tab, a window or a download', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(leavingLink(click('/contact', { event: { [key]: true } }).event, here), key).toBeUndefined();
    expect(leavingLink(click('/contact', { event: { button: 1 } }).event, here)).toBeUndefined();
    expect(leavingLink(click('/contact', { attrs: { target: '_blank' } }).event, here)).toBeUndefined();
    expect(leavingLink(click('/guide.pdf', { attrs: { download: '' } }).event, here)).toBeUndefined();
  });

  it('not a link that stays on this page, leaves the site or is no page', () => {
    expect(leavingLink(click('#financing').event, here)).toBeUndefined();
    expect(leavingLink(click('/services/residential-solar#faq').event, here)).toBeUndefined();
    expect(leavingLink(click('https://www.pge.com/').event, here)).toBeUndefined();
    expect(leavingLink(click('/api/send-email').event, here)).toBeUndefined();
    expect(leavingLink(click('/brochure.pdf').event, here)).toBeUndefined();
    const outside = { ...click('/contact').event, target: { closest: () => null } } as unknown as MouseEvent;
    expect(leavingLink(outside, here)).toBeUndefined();
  });
});
