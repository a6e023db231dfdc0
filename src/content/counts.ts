import { towns } from '@/shared/places/towns';

/**
 * Counts that copy states, from the lists they count: "14 Kern County towns" is written
 * `${townCount} Kern County towns`, so a 15th town in src/shared/places/towns.ts changes every
 * page that says it.
 */
export const townCount = towns.length;

const english = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const spanish = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'];

/** A small count in words, as prose writes it ("seven counties", "siete condados"); digits above twelve. */
export const inWords = (n: number, language: 'en' | 'es' = 'en'): string => (language === 'es' ? spanish : english)[n] ?? String(n);
