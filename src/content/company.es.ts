import * as en from '@/content/company';
import type { Localized } from '@/content/localized';
import { isSample, ownerFacts } from '@/shared/owner/facts';
import { site, type OpeningHours } from '@/shared/site';

/**
 * The company's figures in Spanish: the same values as the English stats (rendered from the owner
 * facts), with Spanish labels. Only the warranty figure carries a word, so it is rebuilt here.
 */
const warrantyYears = ownerFacts.workmanshipWarrantyYears.value;
const [inBusiness, projects, warranty, emergency] = en.stats;

export const stats: readonly en.Stat[] = [
  { ...inBusiness!, label: 'años en el negocio' },
  { ...projects!, label: 'proyectos terminados' },
  { ...warranty!, value: warrantyYears === 1 ? '1 año' : `${warrantyYears} años`, label: 'garantía de mano de obra' },
  { ...emergency!, label: 'línea de emergencia' },
];

/** Only the figures the owner has verified: for places too small to label a sample (heroes). */
export const verifiedStats: readonly en.Stat[] = stats.filter((s) => !s.sample);

/** Shown with figures that are still samples. */
export const sampleFiguresNote = 'Cifras de muestra: el dueño las reemplaza con números reales y verificados antes del lanzamiento.';

const ownCrews = !isSample(ownerFacts.ownCrews) && ownerFacts.ownCrews.value;
const visits = isSample(ownerFacts.officeVisits) ? 'unknown' : ownerFacts.officeVisits.value;
export const claimText: Localized<typeof en.claimText> = {
  ourCrews: ownCrews ? 'nuestras propias cuadrillas' : 'nuestras cuadrillas',
  ownCrewsLines: ownCrews ? ['Nuestros propios empleados en cada trabajo, nunca cuadrillas subcontratadas'] : [],
  office: {
    'walk-in': 'Nuestra oficina en Bakersfield: pase a vernos en horario de oficina.',
    'by appointment': 'Nuestra oficina en Bakersfield: visitas con cita, para que un estimador tenga tiempo de sentarse con usted.',
    unknown: 'Nuestra oficina en Bakersfield: llame antes de venir, para que un estimador tenga tiempo de sentarse con usted.',
  }[visits],
};

export const coreValues: readonly en.Value[] = [
  {
    title: 'Conocimiento',
    text: 'Electricistas con licencia y diseñadores solares que dimensionan cada sistema con los datos de su medidor, no con una regla general.',
  },
  {
    title: 'Calidad',
    text: 'Trabajo instalado conforme al código y etiquetado para el inspector, con paneles con garantía de 25 años y una mano de obra que respaldamos.',
  },
  {
    title: 'Servicio al cliente',
    text: 'Un solo gerente de proyecto desde la primera llamada hasta el permiso para operar, y una persona de verdad al teléfono cuando usted vuelve a llamar.',
  },
];

const dayNames: Record<string, string> = {
  Monday: 'lunes',
  Tuesday: 'martes',
  Wednesday: 'miércoles',
  Thursday: 'jueves',
  Friday: 'viernes',
  Saturday: 'sábado',
  Sunday: 'domingo',
};
const week = Object.keys(dayNames);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
// '07:00' -> '7:00 a.m.', '17:00' -> '5:00 p.m.' (the style of US Spanish print).
const clock = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'a.m.' : 'p.m.'}`;
};
// A run of three or more days reads "lunes a viernes"; others are listed.
const dayRange = (days: readonly string[]) => {
  const names = days.map((d) => dayNames[d] ?? d);
  const run = days.length > 2 && days.every((d, i) => i === 0 || week.indexOf(d) === week.indexOf(days[i - 1]!) + 1);
  if (run) return `${names[0]} a ${names.at(-1)}`;
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} y ${names.at(-1)}` : (names[0] ?? '');
};
const hoursLine = (h: OpeningHours) => `${capital(dayRange(h.days))}, ${clock(h.opens)} – ${clock(h.closes)}`;

const { licence } = ownerFacts;
const classes = licence.value.classes.length ? ` (${licence.value.classes.join(', ')})` : '';

/** The office hours, the emergency line and the licence line, written from the same owner facts. */
export const contactLines: Localized<typeof en.contactLines> = {
  hours: site.hours.map(hoursLine),
  emergency: `Línea de emergencia ${ownerFacts.emergencyLine.value.hours}`,
  licence:
    isSample(licence) || !licence.value.number
      ? 'Número de licencia CSLB: sitio de muestra, se agrega antes del lanzamiento'
      : `Licencia CSLB n.º ${licence.value.number}${classes}`,
};

export const sectionText: Localized<typeof en.sectionText> = {
  statsLabel: 'Por qué nos eligen nuestros clientes',
  pauseLogos: 'Pausar la animación de los logotipos',
  source: 'Fuente:',
  read: 'consultado en',
  checkedOn: 'consultado el',
  ourEstimate: 'Nuestro estimado',
};
