import type { Range } from './fact';
import { productionPerKw, roofFactor, shadeFactor, type ClimateZone, type Roof, type Shade } from './production-data';

/** First-year kWh per installed kW for a zone, roof and shade, optionally replacing the zone figure. */
export function firstYearPerKw(zone: ClimateZone, roof: Roof, shade: Shade, zoneOverride?: Range): Range {
  const base = zoneOverride ?? productionPerKw[zone].value;
  const r = roofFactor[roof].value;
  const s = shadeFactor[shade].value;
  return { low: base.low * r.low * s.low, high: base.high * r.high * s.high };
}
