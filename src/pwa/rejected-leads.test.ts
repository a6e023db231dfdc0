import { describe, expect, it } from 'vitest';
import type { RejectedEntry } from '@/offline/db';
import { offlineText } from '@/content/offline';
import { offlineText as spanish } from '@/content/offline.es';
import { leadAsText } from './rejected-leads';

const entry = {
  id: 'r1',
  rejectedAt: 0,
  status: 422,
  message: 'Invalid email',
  payload: {
    id: '00000000-0000-4000-8000-000000000000',
    form: 'quote',
    name: 'Ana &quot;Anita&quot; Ruiz',
    email: 'ana@example.com',
    phone: '+16615550123',
    service: 'battery',
    zipCode: '93308',
    message: 'Hola',
  },
} as RejectedEntry;

describe('leadAsText', () => {
  it("gives back the visitor's own words, labelled in English on an English page", () => {
    expect(leadAsText(entry, 'en', offlineText.leadLabels)).toBe(
      'Name: Ana "Anita" Ruiz\nEmail: ana@example.com\nPhone: +16615550123\nService: Battery\nZIP code: 93308\nMessage: Hola',
    );
  });

  it('labels them in Spanish on a Spanish page, with the service as the Spanish form showed it', () => {
    const text = leadAsText(entry, 'es', spanish.leadLabels);
    expect(text).toContain('Nombre: Ana "Anita" Ruiz');
    expect(text).toContain('Servicio: Me interesa agregar una batería a mi sistema actual');
    expect(text).toContain('Código postal: 93308');
    expect(text).toContain('Mensaje: Hola');
  });
});
