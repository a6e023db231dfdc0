import { describe, expect, it } from 'vitest';
import { hours, money, num, percent, span, unitPrice } from './format';

describe('numbers on the estimate page', () => {
  it('group thousands and keep the decimals asked for', () => {
    expect(num(12345.6, 1)).toBe('12,345.6');
    expect(num(1000000)).toBe('1,000,000');
    expect(num(999)).toBe('999');
    expect(num(-0.01, 1)).toBe('0.0');
  });

  it('write dollars, prices per unit, shares and hours as a person reads them', () => {
    expect([money(150), money(24.15), money(3800), money(0.05)]).toEqual(['$150', '$24.15', '$3,800', '$0.05']);
    expect([unitPrice(0.05), unitPrice(0.5224), unitPrice(2.5), unitPrice(0.441)]).toEqual(['$0.05', '$0.5224', '$2.50', '$0.441']);
    expect([percent(0.25), percent(0.005), percent(0.33)]).toEqual(['25', '0.5', '33']);
    expect([hours(3), hours(7.5), hours(39.5), hours(51)]).toEqual(['3', '7.5', '40', '51']);
  });

  it('show a range as low–high, and a known figure once', () => {
    expect(span({ low: 72, high: 116 }, money)).toBe('$72–$116');
    expect(span({ low: 150, high: 150 }, money)).toBe('$150');
  });
});
