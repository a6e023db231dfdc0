/** The estimate form's interest checkboxes: the id travels on the wire, the label is shown and mailed. */
export const interestOptions = [
  { id: 'solar-batteries', label: 'Solar/Batteries' },
  { id: 'adding-batteries', label: 'Adding Batteries' },
  { id: 'true-up', label: 'True-Up' },
] as const;

export type InterestId = (typeof interestOptions)[number]['id'];
export const interestIds = interestOptions.map((o) => o.id) as [InterestId, ...InterestId[]];
