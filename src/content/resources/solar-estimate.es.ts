import * as en from '@/content/resources/solar-estimate';
import type { Localized } from '@/content/localized';
import type { PageMeta } from '@/content/types';
import { callbackPeriod } from '@/content/callback';

/** Copy of /es/recursos/estimacion-solar: the Spanish twin of solar-estimate.ts, same shape. */
export const estimateMeta: PageMeta = {
  ...en.estimateMeta,
  title: 'Estimación solar: tamaño, recibo y recuperación',
  description:
    'Calcule energía solar y una batería para su casa en Kern con un recibo de PG&E o SCE: tamaño, recibo con Net Billing, precio, recuperación y respaldo.',
  keywords: ['estimación solar Bakersfield', 'calculadora de ahorro solar Kern', 'recibo con Net Billing', 'horas de respaldo de batería'],
};

export const estimateIntro: Localized<typeof en.estimateIntro> = {
  eyebrow: 'Estimación solar',
  heading: '¿Qué haría la energía solar con su recibo de luz?',
  text: 'Escriba su ciudad y un recibo típico para ver el tamaño del sistema, su recibo antes y después con Net Billing, un precio y la recuperación, en rangos, con cada supuesto y su fuente abajo. Una vez cargada, funciona sin conexión.',
};

export const estimateFormCopy: Localized<typeof en.estimateFormCopy> = {
  label: 'Datos para la estimación solar',
  homeLegend: 'Su casa',
  place: 'Ciudad o código postal',
  placeHint: 'Una de las ciudades de Kern donde trabajamos: de ella depende su compañía de luz.',
  placeUnknown:
    'No tenemos esa ciudad o código postal. Pruebe con el nombre de una ciudad, como Tehachapi, o un código postal, como 93301.',
  usageLegend: 'Cuánta luz usa',
  usageKinds: { bill: 'Un recibo mensual típico', kwh: 'Los kWh de los últimos 12 recibos' },
  bill: 'Recibo mensual típico ($)',
  billHint: 'Todos los cargos, como aparecen en el recibo.',
  billError: 'Escriba un recibo mensual en dólares, mayor que el cargo fijo y de hasta $5,000.',
  kwhLegend: 'kWh del recibo de cada mes',
  kwhError: 'Escriba los kWh de los 12 meses (de 0 a 20,000 cada uno).',
  months: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
  discount: 'Descuento en el recibo',
  discounts: { none: 'Ninguno', care: 'CARE', fera: 'FERA' },
  roofLegend: 'Su techo',
  roof: 'Hacia dónde mira el techo principal',
  roofs: { south: 'Sur', 'southeast-southwest': 'Sureste o suroeste', 'east-west': 'Este u oeste', flat: 'Plano' },
  shade: 'Sombra sobre el techo',
  shades: { none: 'Ninguna', some: 'Algo (un árbol o una chimenea parte del día)', heavy: 'Mucha' },
  plansLegend: 'Lo que quiere',
  battery: 'Batería',
  noBattery: 'Sin batería',
  batteries: {
    powerwall3: (kwh: string) => `Una Tesla Powerwall 3 (${kwh} kWh)`,
    powerwall3x2: (kwh: string) => `Dos Tesla Powerwall 3 (${kwh} kWh)`,
  },
  ev: 'Carro eléctrico',
  evs: { none: 'Ninguno', have: 'Ya tengo uno (está en el recibo)', planned: 'Pienso comprar uno' },
  wellPump: 'La casa tiene una bomba de pozo eléctrica',
};

export const estimateResultCopy: Localized<typeof en.estimateResultCopy> = {
  heading: 'Su estimación',
  updated: (billAfter: string) => `Estimación actualizada: recibo con energía solar de ${billAfter} al mes.`,
  stale: 'Estas cifras son de sus últimos datos completos. Revise el campo marcado arriba.',
  utilities: { pge: 'PG&E', sce: 'SCE' },
  placeLine: (town: string, utility: string, zone: number) => `${town} · ${utility} · zona climática ${zone}`,
  plans: (before: string, after: string) =>
    `Hoy en ${before}; con energía solar en ${after}, el plan que debe tomar un cliente solar nuevo.`,
  caveat: 'Parte de la zona la atiende la otra compañía: revise el nombre en su recibo.',
  billNow: 'Recibo hoy',
  billWith: 'Con energía solar',
  perMonth: 'al mes, en promedio',
  systemSize: 'Tamaño del sistema',
  production: 'Producción del primer año',
  price: 'Precio instalado',
  savings: 'Ahorro del primer año',
  cash: 'Recuperación pagando de contado',
  loan: (apr: string, years: number) => `Préstamo al ${apr} de interés anual a ${years} años`,
  loanPayment: (payment: string) => `${payment} al mes`,
  loanPayback: (years: string) => `se recupera en ${years}`,
  years: (range: string) => `${range} años`,
  neverBy: (cap: number) => `más de ${cap} años`,
  yearsOpen: (low: string, cap: number) => `${low} a más de ${cap} años`,
  selfUse: 'Parte de su energía solar que se usa en casa',
  batteryGain: (without: string, withBattery: string) => `${without} sin la batería, ${withBattery} con ella`,
  noCredit: (lastYear: string) =>
    `Sin crédito fiscal federal: el crédito para dueños de casa no cubre los sistemas terminados después de ${lastYear}, así que el precio es el costo.`,
  lease:
    'Con un arrendamiento o PPA no hay pago inicial; la empresa dueña del sistema aún puede reclamar un crédito para negocios, y su contrato decide cuánto le llega.',
  compare: 'Compare contado, préstamo y arrendamiento',
  action: 'Quiero una cotización real con esta estimación',
  bar: (bill: string) => `Con solar ${bill} al mes`,
  seeAll: 'Todas las cifras',
  units: { kw: 'kW', kwhYear: 'kWh' },
  errors: {
    'unknown-place': 'No tenemos esa ciudad o código postal.',
    'bad-usage': 'Un recibo tan bajo es solo el cargo fijo: escriba un recibo mayor o sus kWh.',
    'bad-override': 'Uno de los supuestos que cambió no se puede usar junto con los demás.',
  },
};

export const monthsCopy: Localized<typeof en.monthsCopy> = {
  summary: 'Mes por mes',
  caption: 'Cada mes del primer año, en rangos',
  columns: { month: 'Mes', use: 'Consumo (kWh)', made: 'Solar (kWh)', before: 'Recibo hoy', after: 'Recibo con solar' },
};

export const backupCopy: Localized<typeof en.backupCopy> = {
  id: en.backupCopy.id,
  eyebrow: 'Respaldo en un corte de luz',
  heading: 'Cuánto tiempo mantiene una batería lo esencial encendido',
  intro: (low: string, high: string) =>
    `Elija los circuitos que deben seguir encendidos en un corte preventivo de luz (PSPS). Las horas parten de una batería llena entre el ${low} y el ${high} por ciento y no cuentan la recarga con el sol, así que son horas con las que puede contar.`,
  legend: 'Circuitos que deben seguir encendidos',
  circuits: {
    fridge: 'Refrigerador',
    lights: 'Luces',
    internet: 'Internet',
    wellPump: 'Bomba de pozo',
    furnaceFan: 'Ventilador de la calefacción',
    medical: 'Aparato médico (concentrador de oxígeno)',
    roomAc: 'Aire acondicionado de ventana',
    centralAc: 'Aire acondicionado central',
  },
  watts: (w: string) => `${w} W al funcionar`,
  withBattery: (battery: string) => `Con ${battery}`,
  ifYouAdd: (battery: string) => `Con ${battery}, si la agrega`,
  batteryNames: { powerwall3: 'una Tesla Powerwall 3', powerwall3x2: 'dos Tesla Powerwall 3' },
  hours: (range: string) => `${range} horas`,
  none: 'Elija al menos un circuito.',
  draw: (average: string) => `Consumo promedio de ${average} W`,
  overPower:
    'Todos estos aparatos encendidos a la vez pueden pedir más de lo que la batería entrega: una segunda batería, o menos circuitos a la vez.',
};

export const assumptionsCopy: Localized<typeof en.assumptionsCopy> = {
  id: en.assumptionsCopy.id,
  eyebrow: 'Supuestos y fuentes',
  heading: 'Cada número que usa esta estimación',
  intro:
    'Cada cifra dice su fuente y la fecha en que se leyó. Cambie un valor en un cuadro y la estimación lo sigue; la fuente sigue al lado.',
  source: 'Fuente',
  original: 'documento original',
  asOf: (date: string) => `Datos al ${date}.`,
  ours: 'Supuesto nuestro: ninguna fuente pública da esta cifra para su casa.',
  changed: 'Cambiado por usted',
  from: 'De',
  to: 'a',
  yourRate: 'Su propio precio, $ por kWh (opcional)',
  ratePeak: 'De 4 a 9 p. m.',
  rateOther: 'Otras horas',
  reset: 'Volver a los valores de las fuentes',
  errors: {
    number: 'Escriba números dentro del rango que puede tener esta cifra.',
    order: 'El primer valor no debe ser mayor que el segundo.',
    both: 'Llene los dos valores.',
    sum: 'El consumo mientras los paneles producen y el de 4 a 9 p. m. juntos no pueden pasar del 100 %.',
  },
  years: 'Años',
  months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  date: (day: number, month: string, year: number) => `${day} de ${month} de ${year}`,
};

const zoneNote = 'La cifra del estado para la zona, tomada como un techo al sur sin sombra.';

export const factText: Localized<typeof en.factText> = {
  'production.cz13': { label: 'Producción por kW, zona climática 13 (el Valle)', note: zoneNote },
  'production.cz14': { label: 'Producción por kW, zona climática 14 (el desierto alto)', note: zoneNote },
  'production.cz16': { label: 'Producción por kW, zona climática 16 (las montañas)', note: zoneNote },
  'roof.south': { label: 'Techo hacia el sur' },
  'roof.southeast-southwest': { label: 'Techo hacia el sureste o el suroeste' },
  'roof.east-west': { label: 'Techo hacia el este o el oeste' },
  'roof.flat': { label: 'Techo plano, paneles acostados' },
  'shade.none': { label: 'Sin sombra' },
  'shade.some': { label: 'Algo de sombra' },
  'shade.heavy': { label: 'Mucha sombra' },
  'production.monthly-shape': {
    label: 'Parte de la producción del año en cada mes',
    note: 'Calculada solo con el recorrido del sol, así que no incluye la neblina del invierno.',
  },
  'production.degradation': { label: 'Producción que pierden los paneles cada año' },
  'tariff.pge.before': { label: 'Plan de PG&E sin energía solar (E-TOU-C)' },
  'tariff.sce.before': { label: 'Plan de SCE sin energía solar (TOU-D-4-9PM)' },
  'tariff.pge.after': {
    label: 'Plan de PG&E con energía solar (E-ELEC)',
    note: 'No se encontraron los precios de E-ELEC de 2026; cada precio queda entre los de dos planes de PG&E con las mismas horas.',
  },
  'tariff.sce.after': { label: 'Plan de SCE con energía solar (TOU-D-PRIME)' },
  'tariff.fixed-charge': { label: 'Cargo fijo mensual' },
  'tariff.care': { label: 'Descuento CARE en los cargos de energía' },
  'tariff.fera': { label: 'Descuento FERA en los cargos de energía' },
  'tariff.export-value': {
    label: 'Crédito por la energía solar que se envía a la red',
    note: 'Un promedio de las horas en que una casa envía energía; el crédito real cambia cada hora y se fija cada año.',
  },
  'rule.nbt-settlement': {
    label: 'Cómo cobra el recibo Net Billing',
    note: 'Se cobra cada mes y se resta el crédito por lo enviado; el crédito nunca paga el cargo fijo. La estimación pierde el crédito que queda tras 12 meses, como SCE.',
  },
  'price.solar': { label: 'Precio instalado de la energía solar, por vatio' },
  'price.battery': { label: 'Precio instalado de una batería, por kWh', note: 'La cifra pública más reciente que se encontró es de 2023.' },
  'price.loan-rate': {
    label: 'Tasa de interés del préstamo (anual)',
    note: 'Su prestamista fija la tasa real. Una tasa muy baja suele venir con un cargo incluido en el precio.',
  },
  'price.loan-years': { label: 'Plazo del préstamo' },
  'rule.federal-credit': {
    label: 'Crédito fiscal federal, que terminó para los dueños de casa',
    note: 'Una empresa de arrendamiento o PPA aún puede reclamar un crédito para negocios.',
  },
  'design.offset': {
    label: 'Parte de su consumo del año que cubre el sistema',
    note: 'Más allá de todo su consumo, cada kWh de más se vende por unos centavos, así que el tamaño se detiene ahí.',
  },
  'usage.daytime-share': { label: 'Parte de su consumo mientras los paneles producen' },
  'usage.peak-share': { label: 'Parte de su consumo entre las 4 y las 9 p. m.' },
  'usage.ev': { label: 'Energía que agrega un carro eléctrico que piensa comprar, cargado de noche' },
  'battery.round-trip': { label: 'Energía que devuelve una batería de lo que guarda' },
  'battery.reserve': { label: 'Parte de la batería que se guarda llena para los cortes' },
  'battery.powerwall3': { label: 'Una Tesla Powerwall 3' },
  'battery.powerwall3x2': { label: 'Dos Tesla Powerwall 3' },
  'battery.charge-at-shutoff': { label: 'Carga de la batería al empezar un corte' },
  'load.fridge': { label: 'Refrigerador' },
  'load.wellPump': { label: 'Bomba de pozo', note: 'Al arrancar, una bomba pide por un momento varias veces lo que usa al funcionar.' },
  'load.furnaceFan': { label: 'Ventilador de la calefacción' },
  'load.medical': { label: 'Concentrador de oxígeno', note: 'Un CPAP usa mucho menos; revise la etiqueta del aparato.' },
  'load.lights': { label: 'Luces (seis focos LED)' },
  'load.internet': { label: 'Módem y enrutador de internet' },
  'load.roomAc': { label: 'Aire acondicionado de ventana' },
  'load.centralAc': { label: 'Aire acondicionado central (3 toneladas)' },
};

export const valueText: Localized<typeof en.valueText> = {
  perKwh: (v: string) => `${v} por kWh`,
  perWatt: (v: string) => `${v} por vatio`,
  perKwhStored: (v: string) => `${v} por kWh de batería`,
  kwhPerKw: (v: string) => `${v} kWh por kW al año`,
  ofSouth: (v: string) => `${v} % de un techo al sur`,
  ofUnshaded: (v: string) => `${v} % de un techo sin sombra`,
  perMonth: (v: string) => `${v} % del año cada mes`,
  perYear: (v: string) => `${v} % al año`,
  share: (v: string) => `${v} %`,
  apr: (v: string) => `${v} %`,
  years: (v: string) => `${v} años`,
  kwhAYear: (v: string) => `${v} kWh al año`,
  plan: (summerPeak: string, summerOther: string, winterPeak: string, winterOther: string) =>
    `De junio a septiembre: ${summerPeak} de 4 a 9 p. m., ${summerOther} las otras horas. De octubre a mayo: ${winterPeak} y ${winterOther} por kWh.`,
  fixed: (standard: string, care: string, fera: string) => `${standard} al mes (${care} con CARE, ${fera} con FERA)`,
  offEnergy: (v: string) => `${v} % menos`,
  battery: (kwh: string, kw: string) => `${kwh} kWh, ${kw} kW continuos`,
  load: (watts: string, time: string) => `${watts} W, encendido el ${time} % del tiempo`,
  noCredit: (date: string) => `Ninguno para una compra terminada después del ${date}`,
  settlement: 'Mensual, crédito guardado 12 meses',
};

export const quoteCopy: Localized<typeof en.quoteCopy> = {
  id: en.quoteCopy.id,
  heading: 'Pida una cotización real',
  text: `Un estimador revisa su techo y los datos de su propio medidor, y le llama en ${callbackPeriod.es}. Sin compromiso y sin presión.`,
  attached: (town: string, before: string, after: string) =>
    `Su estimación va con esta solicitud: ${town}, un recibo de ${before} hoy y de ${after} con energía solar.`,
  detach: 'Enviarla sin la estimación',
};
