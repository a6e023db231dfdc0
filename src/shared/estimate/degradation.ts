import { range, type Fact, type Range, type Source } from './fact';

/**
 * The yearly loss of panel output, in a module of its own: the service pages and topic copy that
 * quote it would otherwise bring the estimator's whole table of facts and sources into their
 * JavaScript (about 4.5 KB gzip: docs/decisions/033-hydration-js.md). production-data.ts
 * re-exports it and sources.ts lists its source, so the estimator reads it as before.
 */
export const degradationSource: Source = {
  url: 'https://research-hub.nrel.gov/en/publications/compendium-of-photovoltaic-degradation-rates-2',
  title: 'NREL, Jordan et al.: Compendium of Photovoltaic Degradation Rates (x-Si median 0.5-0.6 %/year)',
};

export const degradation: Fact<Range> = {
  id: 'production.degradation',
  label: 'Panel output lost each year',
  value: range(0.005, 0.006),
  unit: 'share per year',
  kind: 'resource',
  source: degradationSource,
  asOf: '2026-11-26',
  reviewBy: '2028-11-26',
};
