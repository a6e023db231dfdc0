import { ownerFacts } from '@/shared/owner/facts';

/**
 * The job application's positions (docs/behaviour.md#forms): the trades a Kern County electrical
 * and solar contractor hires for. The id is what travels on the wire and never changes; the label
 * is what the applicant picks and the office email prints. `labelEs` is what a Spanish form shows;
 * the wire and the email never carry it. Each position's pay range is an owner fact
 * (`ownerFacts.payRanges`, shown as a sample until verified): California asks a job posting for
 * it (Labor Code 432.3(c)(3); src/content/facts/pay-transparency.ts).
 */
export const positionOptions = [
  { id: 'journeyman-electrician', label: 'Journeyman Electrician', labelEs: 'Electricista certificado (journeyman)' },
  { id: 'apprentice-electrician', label: 'Apprentice Electrician', labelEs: 'Aprendiz de electricista' },
  { id: 'solar-installer', label: 'Solar Installer', labelEs: 'Instalador solar' },
  { id: 'solar-lead-installer', label: 'Solar Lead Installer', labelEs: 'Instalador solar líder' },
  { id: 'service-technician', label: 'Electrical Service Technician', labelEs: 'Técnico de servicio eléctrico' },
  { id: 'energy-consultant', label: 'Residential Energy Consultant', labelEs: 'Asesor de energía residencial' },
  { id: 'project-coordinator', label: 'Project Coordinator', labelEs: 'Coordinador de proyectos' },
  { id: 'other', label: 'Other', labelEs: 'Otro' },
] as const;

/**
 * Positions the form offered before (issue 29): applications a browser queued offline then, and
 * rows the server stored, still carry them. Accepted and shown, never offered again. Frozen.
 */
const retiredPositions = [
  { id: 'sales', label: 'Sales', labelEs: 'Ventas' },
  { id: 'solar-installation', label: 'Solar Installation', labelEs: 'Instalación solar' },
  { id: 'commercial-electric', label: 'Commercial Electric', labelEs: 'Electricidad comercial' },
  { id: 'operations', label: 'Operations', labelEs: 'Operaciones' },
] as const;

export type PositionOption = (typeof positionOptions)[number] | (typeof retiredPositions)[number];
export type OfferedPositionId = (typeof positionOptions)[number]['id'];
export type PositionId = PositionOption['id'];
/** What the form offers. */
export const offeredPositionIds = positionOptions.map((o) => o.id) as [OfferedPositionId, ...OfferedPositionId[]];
/** What the wire accepts: the offered positions and the retired ones. */
export const positionIds = [...offeredPositionIds, ...retiredPositions.map((o) => o.id)] as [PositionId, ...PositionId[]];

/** A position's pay range in dollars an hour (an owner fact), or undefined ('other'). */
export const payRangeOf = (id: string): { min: number; max: number } | undefined =>
  Object.hasOwn(ownerFacts.payRanges.value, id) ? ownerFacts.payRanges.value[id] : undefined;

/**
 * Before ids, the wire carried these English labels. Applications a browser queued offline
 * back then (and rows the server stored then) still carry them. Frozen: never edit, even when
 * a label above changes. A Map, so a visitor's `constructor` or `__proto__` is simply not found.
 */
const legacyPositionValues = new Map<string, PositionId>([
  ['Sales', 'sales'],
  ['Solar Installation', 'solar-installation'],
  ['Commercial Electric', 'commercial-electric'],
  ['Operations', 'operations'],
  ['Other', 'other'],
]);

/** A legacy label as its id; anything else unchanged, for the schema to accept or refuse. */
export const canonicalPosition = (value: string): string => legacyPositionValues.get(value) ?? value;

/** The option a `position` names, by id or legacy label. */
export const findPosition = (value: string): PositionOption | undefined => {
  const id = canonicalPosition(value);
  return [...positionOptions, ...retiredPositions].find((o) => o.id === id);
};
