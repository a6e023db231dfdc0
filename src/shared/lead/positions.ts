/**
 * The job application's positions (docs/behaviour.md#forms). The id is what travels on the wire and
 * never changes; the label is what the applicant picks and the office email prints. `labelEs`
 * is what a Spanish form shows; the wire and the email never carry it.
 */
export const positionOptions = [
  { id: 'sales', label: 'Sales', labelEs: 'Ventas' },
  { id: 'solar-installation', label: 'Solar Installation', labelEs: 'Instalación solar' },
  { id: 'commercial-electric', label: 'Commercial Electric', labelEs: 'Electricidad comercial' },
  { id: 'operations', label: 'Operations', labelEs: 'Operaciones' },
  { id: 'other', label: 'Other', labelEs: 'Otro' },
] as const;

export type PositionOption = (typeof positionOptions)[number];
export type PositionId = PositionOption['id'];
export const positionIds = positionOptions.map((o) => o.id) as [PositionId, ...PositionId[]];

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
  return positionOptions.find((o) => o.id === id);
};
