import * as en from '@/content/facts/incentives';
import type { IncentiveFact } from '@/content/facts/incentive-types';
import type { Localized } from '@/content/localized';
import { longDate, yearOf } from '@/content/facts/incentive-text.es';

/**
 * The Spanish twin of the incentive facts: the same facts, by reference (ids, codes,
 * recipients, figures, dates, sources), with their wording in Spanish. Pages read figures and
 * dates through incentive-text.ts; the text here is what a Spanish page may show of a fact
 * (e.g. `nbt.rule.peakValue`, written with its article: 'las tardes de finales del verano').
 */
const { fed25d, fed25c, fed30c, fed48e, fed45y, bonusDepreciation, nbt, legacyNem, sgip, care, fera, dacSash, solarExclusion } =
  en.incentives;

const feocAndDeadlines = [
  `Solar: obra iniciada a más tardar el ${longDate(fed48e.end.date)}, o sistema puesto en servicio a más tardar el ${longDate(fed48e.orEnd.date)}.`,
  'Reglas sobre entidades extranjeras de interés (foreign entities of concern): no hay crédito para una entidad extranjera prohibida, y los proyectos que empiecen la obra después del 31 de diciembre de 2025 deben cumplir límites en el material que venga de esas entidades.',
] as const;

export const incentives = {
  fed25d: {
    ...fed25d,
    name: 'Crédito por energía limpia residencial',
    rule: { ...fed25d.rule, of: 'el costo de paneles solares y de baterías de 3 kWh o más en una casa donde usted vive' },
    conditions: [
      'Un gasto cuenta como hecho cuando la instalación está terminada.',
      `No hay crédito para sistemas terminados después del ${longDate(fed25d.end.date)}, ya sea que se hayan pagado al contado o con un préstamo.`,
      `El crédito ganado con un sistema de ${yearOf(fed25d.end.date)} o de antes que todavía no se pudo usar se sigue pasando a los años siguientes.`,
    ],
  },
  fed25c: {
    ...fed25c,
    name: 'Crédito por mejoras de eficiencia energética en el hogar',
    rule: { ...fed25c.rule, of: 'las mejoras de eficiencia que califican, con límites anuales' },
    conditions: [`No hay crédito para equipos puestos en servicio después del ${longDate(fed25c.end.date)}.`],
  },
  fed30c: {
    ...fed30c,
    name: 'Crédito por equipo de recarga de combustibles alternativos (cargadores para vehículos eléctricos)',
    rule: { ...fed30c.rule, of: 'el costo de un cargador en un sector censal que califica' },
    conditions: [
      `No hay crédito para cargadores puestos en servicio después del ${longDate(fed30c.end.date)}.`,
      'Solo calificaban los sectores censales de bajos ingresos o no urbanos.',
    ],
  },
  fed48e: {
    ...fed48e,
    name: 'Crédito a la inversión en electricidad limpia',
    rule: {
      ...fed48e.rule,
      of: 'el costo de un proyecto solar o de almacenamiento de menos de 1 MW, o de uno más grande que cumpla las reglas de salario prevaleciente y de aprendices',
    },
    conditions: [
      ...feocAndDeadlines,
      'Los dueños exentos de impuestos, como organizaciones sin fines de lucro, escuelas y agencias públicas, pueden recibirlo como pago directo (elective payment).',
      'Una compañía de arrendamiento (lease) o un proveedor de PPA que es dueño de un sistema en su techo es quien lo reclama, con los mismos plazos.',
    ],
  },
  fed45y: {
    ...fed45y,
    name: 'Crédito a la producción de electricidad limpia',
    rule: { ...fed45y.rule, of: 'la electricidad vendida a un comprador no relacionado, a una tarifa que el IRS fija cada año' },
    conditions: [...feocAndDeadlines, 'Se reclama en lugar del crédito a la inversión, no además de él.'],
  },
  bonusDepreciation: {
    ...bonusDepreciation,
    name: 'Depreciación adicional (bonus depreciation)',
    rule: { ...bonusDepreciation.rule, of: 'el costo de los bienes que califican, deducido en el primer año' },
    conditions: [
      'Bienes adquiridos con un contrato vinculante firmado después del 19 de enero de 2025.',
      'La Public Law 119-21 también cambió la recuperación de costos de algunos bienes de energía limpia: el periodo de recuperación de un proyecto solar debe confirmarlo su asesor fiscal.',
    ],
  },
  nbt: {
    ...nbt,
    name: 'Net Billing Tariff (NEM 3.0)',
    rule: {
      ...nbt.rule,
      of: 'cada kWh exportado se acredita a un valor por hora de la calculadora de costos evitados de la CPUC (Avoided Cost Calculator), normalmente por debajo de la tarifa minorista',
      peakValue: 'las tardes de finales del verano',
    },
    conditions: [
      `Clientes nuevos de energía solar de PG&E, SCE y SDG&E que solicitaron la interconexión a partir del ${longDate(nbt.start)}.`,
      'La energía solar que se usa en la casa ahorra la tarifa minorista completa; solo lo que se exporta se acredita al valor por hora.',
      `Los clientes residenciales de PG&E y SCE que presenten su solicitud antes de que termine ${yearOf(nbt.rule.adder.applyBy)} reciben un pequeño crédito adicional por exportación durante ${nbt.rule.adder.years} años.`,
    ],
  },
  legacyNem: {
    ...legacyNem,
    name: 'NEM 1.0 y NEM 2.0 (la medición neta anterior)',
    rule: { ...legacyNem.rule, of: 'las exportaciones se acreditan a un valor cercano a la tarifa minorista' },
    conditions: [
      `Los términos duran ${legacyNem.rule.termYears} años a partir de la interconexión.`,
      `Una ampliación los conserva si no pasa de ${legacyNem.rule.addKw} kW o del ${legacyNem.rule.addPercent}% del tamaño original, lo que sea mayor.`,
    ],
  },
  sgip: {
    ...sgip,
    name: 'Self-Generation Incentive Program (SGIP)',
    rule: {
      ...sgip.rule,
      of: 'la capacidad de la batería, a una tarifa que depende del presupuesto para el que usted califica y de la etapa que esté abierta',
    },
    conditions: [
      'Clientes de PG&E, SCE, SDG&E y SoCalGas.',
      'El presupuesto de resiliencia para la equidad (equity resiliency) es el que más paga: hogares en un distrito de alto riesgo de incendio o afectados por dos o más cortes preventivos que además califiquen por ingresos, por Medical Baseline, por una condición médica grave o por una bomba de pozo eléctrica.',
      'Los presupuestos abren por etapas y cierran cuando se agotan, así que lo disponible cambia durante el año.',
    ],
  },
  care: {
    ...care,
    name: 'California Alternate Rates for Energy (CARE)',
    rule: { ...care.rule, of: 'la factura de luz' },
    conditions: [
      'Ingresos del hogar dentro de los límites que se actualizan cada junio, o inscripción en programas como Medi-Cal, CalFresh o WIC.',
    ],
  },
  fera: {
    ...fera,
    name: 'Family Electric Rate Assistance (FERA)',
    rule: { ...fera.rule, of: 'la factura de luz' },
    conditions: ['Ingresos del hogar apenas por encima del límite de CARE.'],
  },
  dacSash: {
    ...dacSash,
    name: 'Disadvantaged Communities Single-family Solar Homes (DAC-SASH)',
    rule: { ...dacSash.rule, of: 'paneles solares en el techo para propietarios que califican por ingresos' },
    conditions: [
      'Casas habitadas por su dueño en una comunidad desfavorecida del mapa CalEnviroScreen, con servicio de PG&E, SCE o SDG&E.',
      'Ingresos dentro de los límites de CARE o FERA.',
      'Lo administra GRID Alternatives; los fondos son limitados cada año.',
    ],
  },
  solarExclusion: {
    ...solarExclusion,
    name: 'Exclusión de California para sistemas de energía solar activa',
    rule: {
      ...solarExclusion.rule,
      of: 'un sistema solar que califica no cuenta como construcción nueva, así que no aumenta el valor tasado de la propiedad',
    },
    conditions: ['Dura hasta que la propiedad cambie de dueño.', 'Revenue and Taxation Code, sección 73.'],
  },
} as const satisfies Localized<typeof en.incentives> & Record<string, IncentiveFact>;

/** Every fact, for lists and checks. */
export const incentiveFacts: readonly IncentiveFact[] = Object.values(incentives);
