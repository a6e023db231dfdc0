import { describe, expect, it } from 'vitest';
import { sourcesOf } from './incentive-sources';
import { incentives } from './incentives';

describe('sourcesOf', () => {
  it('lists each fact source and its further sources once, in the order given', () => {
    const { fed25d, fed25c } = incentives;
    const list = sourcesOf([fed25d, fed25c]);
    const urls = list.map((s) => s.url);
    expect(urls[0]).toBe(fed25d.source.url);
    expect(urls).toContain(fed25c.source.url);
    for (const extra of [...(fed25d.moreSources ?? []), ...(fed25c.moreSources ?? [])]) expect(urls).toContain(extra.url);
    expect(new Set(urls).size).toBe(urls.length);
  });
});
