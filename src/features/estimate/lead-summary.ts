import type { Estimate } from '@/shared/estimate/estimate';
import type { EstimateInput } from '@/shared/estimate/input';
import type { InterestId } from '@/shared/lead/interests';
import { solarEstimateSchema, type SolarEstimateSummary } from '@/shared/lead/solar-estimate';

/**
 * What travels with the quote request when the visitor asks for one "with this estimate"
 * (docs/decisions/023-estimate.md, "The lead"): the input the figures on screen were made from
 * and those figures, in the lead's bounded shape (src/shared/lead/solar-estimate.ts). Undefined
 * when it would not pass the server's rule, so a request is never refused for its estimate.
 */
export function leadSummary(input: EstimateInput, e: Estimate): SolarEstimateSummary | undefined {
  const zip = /^\d{5}$/.test(input.place) ? input.place : undefined;
  const battery = input.battery ? (input.backup?.battery ?? 'powerwall3') : 'none';
  const summary: SolarEstimateSummary = {
    town: e.place.name,
    ...(zip && { zip }),
    utility: e.place.utility,
    ...(input.usage.kind === 'bill'
      ? { bill: input.usage.monthlyBill }
      : { yearKwh: Math.round(input.usage.monthlyKwh.reduce((a, b) => a + b, 0)) }),
    discount: input.discount,
    roof: input.roof,
    shade: input.shade,
    battery,
    ev: input.ev,
    wellPump: input.wellPump,
    changed: Object.keys(input.overrides ?? {}).length,
    systemKw: e.systemKw,
    productionKwh: e.annualProductionKwh,
    billBefore: e.billBefore,
    billAfter: e.billAfter,
    price: e.price.total,
    cashYears: e.payback.cashYears,
    capYears: e.payback.capYears,
    ...(e.backup && input.backup && { backup: { battery: input.backup.battery, circuits: [...e.backup.circuits], hours: e.backup.hours } }),
  };
  const checked = solarEstimateSchema.safeParse(summary);
  return checked.success ? checked.data : undefined;
}

/** What the quote form can be filled with from the estimate: the ZIP if one was typed, and the interests. */
export function quotePrefill(input: EstimateInput): { zipCode?: string; interests: InterestId[] } {
  const zip = /^\d{5}$/.test(input.place) ? input.place : undefined;
  // "Adding Batteries" is for a home that has solar already; a new system with a battery is "Solar/Batteries".
  return { ...(zip && { zipCode: zip }), interests: ['solar-batteries'] };
}
