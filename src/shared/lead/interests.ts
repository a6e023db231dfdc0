/**
 * The estimate form's interest checkboxes: the id travels on the wire, the label is shown and
 * mailed; `labelEs` is what a Spanish form shows.
 */
export const interestOptions = [
  { id: 'solar-batteries', label: 'Solar/Batteries', labelEs: 'Solar/Baterías' },
  { id: 'adding-batteries', label: 'Adding Batteries', labelEs: 'Agregar baterías' },
  { id: 'true-up', label: 'True-Up', labelEs: 'True-Up (liquidación anual)' },
] as const;

export type InterestId = (typeof interestOptions)[number]['id'];
export const interestIds = interestOptions.map((o) => o.id) as [InterestId, ...InterestId[]];
