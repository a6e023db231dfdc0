import { describe, expect, it } from 'vitest';
import { SEARCH_TERM_MAX, shownSearchTerm } from './content-unavailable';

describe('the search term Content Not Available repeats', () => {
  it('is shown whole up to its longest', () => {
    expect(shownSearchTerm('roof repair')).toBe('roof repair');
    const longest = 'a'.repeat(SEARCH_TERM_MAX);
    expect(shownSearchTerm(longest)).toBe(longest);
  });

  it('is cut between words and marked when longer, with no short word left hanging', () => {
    expect(shownSearchTerm('gutter cleaning and chimney sweeping')).toBe('gutter cleaning…');
    expect(shownSearchTerm('limpieza de canaletas y chimeneas')).toBe('limpieza de canaletas…');
    expect(shownSearchTerm('pool pump timer rewiring and repair')).toBe('pool pump timer rewiring…');
  });

  it('is cut within a word too long to cut between words', () => {
    expect(shownSearchTerm('x'.repeat(60))).toBe(`${'x'.repeat(SEARCH_TERM_MAX)}…`);
  });
});
