import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes ISO dates the way the articles show them, independent of time zone', () => {
    expect(formatDate('2024-03-15')).toBe('March 15, 2024');
    expect(formatDate('2024-03-10')).toBe('March 10, 2024');
    expect(formatDate('2023-12-01')).toBe('December 1, 2023');
  });

  it('writes them the Spanish way on Spanish pages', () => {
    expect(formatDate('2024-03-15', 'es')).toBe('15 de marzo de 2024');
    expect(formatDate('2023-12-01', 'es')).toBe('1 de diciembre de 2023');
  });
});
