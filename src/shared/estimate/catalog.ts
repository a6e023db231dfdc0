import type { Fact } from './fact';
import { batteries, chargeAtShutoff, circuits } from './loads';
import { frazierParkUtility, placeFacts } from './places';
import { batteryPricePerKwh, federalRule, loanRate, loanYears, offsetTarget, solarPricePerWatt } from './prices';
import { degradation, monthlyShape, productionPerKw, roofFactor, shadeFactor } from './production-data';
import { careDiscount, exportValue, feraDiscount, fixedCharge, planAfter, planBefore, settlement } from './tariffs';
import { batteryReserve, batteryRoundTrip, daytimeShare, evKwhPerYear, peakShare } from './usage-data';

/** Every fact the estimator can use, for the review check and the tests. Not imported by the model. */
export const estimateFacts: readonly Fact<unknown>[] = [
  ...Object.values(productionPerKw),
  ...Object.values(roofFactor),
  ...Object.values(shadeFactor),
  monthlyShape,
  degradation,
  ...Object.values(planBefore),
  ...Object.values(planAfter),
  fixedCharge,
  careDiscount,
  feraDiscount,
  exportValue,
  settlement,
  solarPricePerWatt,
  batteryPricePerKwh,
  loanRate,
  loanYears,
  federalRule,
  offsetTarget,
  daytimeShare,
  peakShare,
  evKwhPerYear,
  batteryRoundTrip,
  batteryReserve,
  ...Object.values(circuits),
  ...Object.values(batteries),
  chargeAtShutoff,
  placeFacts,
  frazierParkUtility,
];
