import type { Localized } from '@/content/localized';
import type * as en from '@/content/towns/fact-text';

/**
 * Las palabras alrededor de los datos de un pueblo tal como los muestran sus páginas: la etiqueta
 * de cada dato, y los valores y notas que se escriben a partir de un número o de un sí/no. Las
 * cifras llevan coma de miles, como se escriben en Estados Unidos ('2,513 pies').
 */
export const factText: Localized<typeof en.factText> = {
  drive: {
    label: 'Desde nuestra oficina de Bakersfield',
    acrossTown: 'Hasta media hora dentro de la ciudad',
    byRoad: (drive: string) => `${drive} por carretera`,
    detail:
      'Lo más pronto que un electricista puede llegar a usted, sin contar el tráfico; quien atiende su llamada le dice con honestidad cuánto puede tardar.',
  },
  labels: {
    electric: 'Compañía de luz',
    gas: 'Gas natural',
    permit: 'Permisos de construcción',
    climate: 'Zona climática de Title 24 (la zona que el código de energía para edificios de California le da al pueblo)',
    elevation: 'Altitud',
    design: 'Nota de diseño',
    outages: 'Cortes preventivos y apagones',
    program: 'Programa',
  },
  solarApp: {
    yes: 'Acepta los permisos solares instantáneos de SolarAPP+.',
    no: 'Revisa los planos solares por su cuenta (sin SolarAPP+).',
    unknown: '',
  },
  zone: (zone: number) => `Zona ${zone}`,
  zoneMeaning: {
    13: 'La zona calurosa del valle central: las reglas de energía suponen temporadas largas de aire acondicionado, así que el aislamiento del ático, los ductos y el aire acondicionado pesan mucho.',
    14: 'La zona del desierto alto: días calurosos, noches frías y sol fuerte, con necesidad tanto de calefacción como de aire acondicionado.',
    16: 'La zona de montaña: los inviernos fríos exigen calefacción, y el peso de la nieve y la fuerza del viento definen los techos y las estructuras de montaje.',
  },
  elevation: (feet: number) => `Unos ${feet.toLocaleString('en-US')} pies`,
  gasSuppliers: {
    SoCalGas: 'SoCalGas',
    'PG&E': 'PG&E',
    'propane or electric only': 'propano o solo electricidad',
  },
};
