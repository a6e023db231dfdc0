import { describe, expect, it } from 'vitest';
import { site } from '@/shared/site';
import { contactLines, sectionText } from '@/content/company.es';
import { monthYear } from '@/content/facts/dates.es';

describe('the Spanish contact lines and section words', () => {
  it('write the office hours from the owner facts, one line per entry', () => {
    // The sample hours: Monday to Friday 07:00-17:00, Saturday 08:00-12:00.
    expect(contactLines.hours).toHaveLength(site.hours.length);
    expect(contactLines.hours).toEqual(['Lunes a viernes, 7:00 a.m. – 5:00 p.m.', 'Sábado, 8:00 a.m. – 12:00 p.m.']);
    expect(contactLines.emergency).toBe('Línea de emergencia 24/7');
  });

  it('date a fact by month in words, the same in every runtime', () => {
    // As the fact list writes it: the section's word, then the month.
    expect(`${sectionText.read} ${monthYear('2026-03-09')}`).toBe('consultado en marzo de 2026');
    expect(`${sectionText.read} ${monthYear('2025-12-31')}`).toBe('consultado en diciembre de 2025');
  });
});
