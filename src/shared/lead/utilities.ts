/**
 * The quote form's utility choice (docs/behaviour.md#forms): who sends the visitor's electric
 * bill, which sets the rate plan and the interconnection paperwork the office prices. The id
 * travels on the wire; `label` is shown and mailed, `labelEs` is what a Spanish form shows.
 */
export const utilityOptions = [
  { id: 'pge', label: 'PG&E', labelEs: 'PG&E' },
  { id: 'sce', label: 'SCE (Edison)', labelEs: 'SCE (Edison)' },
  { id: 'other', label: 'Other or not sure', labelEs: 'Otra o no estoy seguro' },
] as const;

export type UtilityId = (typeof utilityOptions)[number]['id'];
export const utilityIds = utilityOptions.map((o) => o.id) as [UtilityId, ...UtilityId[]];
