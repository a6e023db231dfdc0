import { describe, expect, it } from 'vitest';
import { financingPartners, partners, salesPartners } from './partners';

describe('partners (docs/behaviour.md#logo-strip: 7 financing logos, 5 sales logos)', () => {
  it('has seven financing and five sales partners, with unique ids and names', () => {
    expect(financingPartners).toHaveLength(7);
    expect(salesPartners).toHaveLength(5);
    expect(new Set(partners.map((p) => p.id)).size).toBe(12);
    expect(new Set(partners.map((p) => p.name)).size).toBe(12);
  });

  it('includes loan and PPA lenders and an inverter maker among the financing partners', () => {
    const roles = financingPartners.map((p) => p.role.toLowerCase()).join(' | ');
    expect(roles).toContain('loan');
    expect(roles).toContain('ppa');
    expect(roles).toContain('inverter maker');
  });

  it('keeps every wordmark short enough for its 180 px logo and ids usable as anchors', () => {
    for (const p of partners) {
      expect(p.wordmark.main.length, p.name).toBeLessThanOrEqual(11);
      expect(p.wordmark.sub.length, p.name).toBeLessThanOrEqual(16);
      expect(p.id).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });
});
