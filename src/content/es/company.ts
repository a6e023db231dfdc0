import * as en from '@/content/company';
import { ownerFacts } from '@/shared/owner/facts';

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

export const coreValues: readonly en.Value[] = [
  {
    title: 'Conocimiento',
    text: 'Electricistas con licencia y diseñadores solares que dimensionan cada sistema con los datos de su medidor, no con una regla general.',
  },
  {
    title: 'Calidad',
    text: 'Trabajo que cumple el código al pie de la letra y pasa la inspección a la primera, con paneles con garantía de 25 años y una mano de obra que respaldamos.',
  },
  {
    title: 'Servicio al cliente',
    text: 'Un solo gerente de proyecto desde la primera llamada hasta el permiso para operar, y una persona de verdad al teléfono cuando usted vuelve a llamar.',
  },
];
