/**
 * The short offer of the solar estimate on the residential solar, batteries and town pages
 * (src/components/sections/estimate-offer.tsx; docs/decisions/023-estimate.md). Kept to one
 * line: those pages have little room left in their first window (docs/decisions/020-first-window.md).
 */
export const estimateOffer = {
  question: 'What would solar do to your bill?',
  link: 'Estimate it from one bill',
  linkFor: (town: string) => `Estimate it for ${town}`,
};
