import { site } from '@/shared/site';
import type { leadMessages } from './messages';

/** A Spanish twin of the catalogue: the same keys, text for text and function for function. */
type Twins<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] };

/**
 * The lead messages in Spanish, for the Spanish forms only. The schemas and the API keep the
 * English ones (the server answers one language; the office reads English), so these never
 * travel: a Spanish form shows the twin of the English message it got (localize-message.ts).
 */
export const leadMessagesEs: Twins<typeof leadMessages> = {
  required: 'Este campo es obligatorio',
  phoneInvalid: 'Escriba un número de teléfono válido, por ejemplo (661) 555-0199',
  emailInvalid: 'Escriba un correo electrónico válido',
  zipInvalid: 'Escriba un código postal (ZIP) de 5 dígitos',
  zipOutsideArea: `Este código postal está fuera de las comunidades del condado de Kern que atendemos. Llámenos al ${site.phone.display}: le diremos si podemos ir.`,
  billInvalid: 'Escriba el recibo en dólares enteros, por ejemplo 180',
  utilityInvalid: 'Elija su compañía de luz',
  tooLong: (max: number) => `Por favor, escriba como máximo ${max} caracteres`,
  hiddenCharacters:
    'Esto tiene caracteres ocultos que no podemos aceptar (suelen venir con el texto pegado). Por favor, escríbalo de nuevo.',
  addressCharacters: 'Por favor, no use < > @ ni =? aquí: este campo es para su nombre.',
  serviceRequired: 'Elija un servicio',
  positionRequired: 'Elija un puesto',
  checkFields: 'Por favor, revise los campos marcados e inténtelo de nuevo.',
  quoteSuccess: 'Gracias por su mensaje. Pronto nos comunicaremos con usted.',
  unexpected: 'Ocurrió un error inesperado. Por favor, inténtelo de nuevo más tarde.',
};
