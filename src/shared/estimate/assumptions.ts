import type { Fact, Range } from './fact';
import type { EstimateInput } from './input';
import { batteries } from './loads';
import type { ResolvedPlace } from './places';
import { firstYearPerKw } from './production';
import { batteryPricePerKwh, loanRate, loanYears, offsetTarget, solarPricePerWatt } from './prices';
import { degradation, monthlyShape, productionPerKw, roofFactor, shadeFactor } from './production-data';
import { careDiscount, exportValue, feraDiscount, fixedCharge, planAfter, planBefore, type PlanPrices } from './tariffs';
import { batteryReserve, batteryRoundTrip, daytimeShare, evKwhPerYear, peakShare } from './usage-data';

/** The numbers one estimate runs on, after the visitor's overrides, and the list the page shows. */
export interface Resolved {
  productionPerKw: Range;
  shape: readonly number[];
  before: PlanPrices;
  after: PlanPrices;
  fixed: number;
  discount: Range;
  exportValue: Range;
  daytimeShare: Range;
  peakShare: Range;
  offset: Range;
  evKwh: Range;
  batteryKwh: number;
  roundTrip: Range;
  reserve: Range;
  solarPrice: Range;
  batteryPrice: Range;
  loanRate: Range;
  loanYears: number;
  degradation: Range;
}

export interface UsedAssumption {
  id: string;
  label: string;
  value: unknown;
  unit: string;
  source?: Fact<unknown>['source'];
  primary?: Fact<unknown>['primary'];
  asOf: Fact<unknown>['asOf'];
  reviewBy: Fact<unknown>['reviewBy'];
  note?: string;
  /** The visitor changed it: the value shown is theirs, the source is what it replaced. */
  overridden: boolean;
}

const flat = (r: { peak: Range; other: Range }): PlanPrices['summer'] => ({ peak: r.peak, other: r.other });
const zero: Range = { low: 0, high: 0 };

export function resolveAssumptions(input: EstimateInput, place: ResolvedPlace): { resolved: Resolved; used: UsedAssumption[] } {
  const o = input.overrides ?? {};
  const used: UsedAssumption[] = [];
  const take = <T>(fact: Fact<T>, override?: T): T => {
    used.push({ ...fact, value: override ?? fact.value, overridden: override !== undefined });
    return override ?? fact.value;
  };
  take(productionPerKw[place.climateZone], o.productionPerKw);
  take(roofFactor[input.roof]);
  take(shadeFactor[input.shade]);
  const shape = take(monthlyShape);
  const beforePlan = take(planBefore[place.utility]);
  const before = o.rateBefore
    ? {
        ...beforePlan,
        summer: flat({ peak: o.rateBefore, other: o.rateBefore }),
        winter: flat({ peak: o.rateBefore, other: o.rateBefore }),
      }
    : beforePlan;
  if (o.rateBefore) used.push({ ...planBefore[place.utility], value: o.rateBefore, overridden: true });
  const afterPlan = take(planAfter[place.utility]);
  const after = o.rateAfter ? { ...afterPlan, summer: flat(o.rateAfter), winter: flat(o.rateAfter) } : afterPlan;
  if (o.rateAfter) used.push({ ...planAfter[place.utility], value: o.rateAfter, overridden: true });
  const charges = take(fixedCharge);
  const fixed = input.discount === 'care' ? charges.care : input.discount === 'fera' ? charges.fera : charges.standard;
  const discount = input.discount === 'care' ? take(careDiscount) : input.discount === 'fera' ? take(feraDiscount) : zero;
  const battery = batteries[input.backup?.battery ?? 'powerwall3'];
  const resolved: Resolved = {
    productionPerKw: firstYearPerKw(place.climateZone, input.roof, input.shade, o.productionPerKw),
    shape,
    before,
    after,
    fixed,
    discount,
    exportValue: take(exportValue, o.exportValue),
    daytimeShare: take(daytimeShare, o.daytimeShare),
    peakShare: take(peakShare, o.peakShare),
    offset: take(offsetTarget, o.offsetTarget),
    evKwh: input.ev === 'planned' ? take(evKwhPerYear) : zero,
    batteryKwh: input.battery ? take(battery).capacityKwh : 0,
    roundTrip: input.battery ? take(batteryRoundTrip) : { low: 1, high: 1 },
    reserve: input.battery ? take(batteryReserve) : zero,
    solarPrice: take(solarPricePerWatt, o.solarPricePerWatt),
    batteryPrice: input.battery ? take(batteryPricePerKwh, o.batteryPricePerKwh) : zero,
    loanRate: take(loanRate, o.loanRate),
    loanYears: take(loanYears, o.loanYears),
    degradation: take(degradation, o.degradation),
  };
  return { resolved, used };
}
