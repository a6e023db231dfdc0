/** The four lead forms; the id travels on the wire as `form`, the label heads the office email. */
export const formKinds = ['quote', 'estimate', 'application', 'landing'] as const;
export type FormKind = (typeof formKinds)[number];

export const formKindLabels: Record<FormKind, string> = {
  quote: 'Quote request',
  estimate: 'Estimate request',
  application: 'Job application',
  landing: 'Landing page quote request',
};
