import { describe, expect, it } from 'vitest';
import { mayPrefetch, prefetchTarget } from './prefetch';

const here = new URL('https://sunfield.example/services/residential-solar');
const link = (href: string, attrs: Record<string, string> = {}) => ({
  href: new URL(href, here).href,
  target: attrs.target ?? '',
  hasAttribute: (name: string) => name in attrs,
});

describe('mayPrefetch', () => {
  it('fetches ahead unless the browser asks to save data or the connection is 2G', () => {
    expect(mayPrefetch(undefined)).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(mayPrefetch({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(mayPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('prefetchTarget', () => {
  it('takes another page of this site, with its query', () => {
    expect(prefetchTarget(link('/services/residential-solar/batteries'), here)).toBe('/services/residential-solar/batteries');
    expect(prefetchTarget(link('/resources/solar-estimate?town=taft'), here)).toBe('/resources/solar-estimate?town=taft');
    expect(prefetchTarget(link('/contact#quote'), here)).toBe('/contact');
  });

  it('leaves out the page itself, other sites, files, the API, downloads and new windows', () => {
    expect(prefetchTarget(link('#estimate'), here)).toBeUndefined();
    expect(prefetchTarget(link('/services/residential-solar?x=1'), here)).toBeUndefined();
    expect(prefetchTarget(link('https://www.cslb.ca.gov/'), here)).toBeUndefined();
    expect(prefetchTarget(link('/downloads/guide.pdf'), here)).toBeUndefined();
    expect(prefetchTarget(link('/api/send-email'), here)).toBeUndefined();
    expect(prefetchTarget(link('/about', { download: '' }), here)).toBeUndefined();
    expect(prefetchTarget(link('/about', { target: '_blank' }), here)).toBeUndefined();
    expect(prefetchTarget(link('tel:+16615550100'), here)).toBeUndefined();
    expect(prefetchTarget(link('mailto:office@example.com'), here)).toBeUndefined();
  });
});
