import { describe, expect, it } from 'vitest';
import { landingPath, type Href } from './links';

/**
 * Type-level checks: `tsc --noEmit` compiles this file, and each `@ts-expect-error` fails the
 * compile if its line ever type-checks, i.e. if a dead internal link stopped being an error.
 */
describe('Href', () => {
  it('accepts the pages that exist, with or without an anchor, and external links', () => {
    const valid: Href[] = [
      '/',
      '/contact',
      '/about#testimonials',
      '/services/residential-solar/batteries',
      '/solar-pge-delano',
      landingPath('backup-battery', 'tehachapi'),
      '/resources/blog/wifi-reconnects',
      'tel:+16615550100',
      'mailto:office@example.com',
      'https://www.cpuc.ca.gov/',
    ];
    expect(valid).toContain('/backup-battery-tehachapi');
  });

  it('rejects internal paths that no route renders', () => {
    const invalid = [
      // @ts-expect-error: no such page
      '/services/solar-roofing' satisfies Href,
      // @ts-expect-error: no such page, even with an anchor
      '/about/team#leadership' satisfies Href,
      // @ts-expect-error: not a landing topic
      '/roofing-bakersfield' satisfies Href,
      // @ts-expect-error: a route pattern is not a page
      '/$slug' satisfies Href,
      // @ts-expect-error: plain http is not a link the site makes
      'http://example.com' satisfies Href,
    ];
    expect(invalid).toHaveLength(5);
  });
});
