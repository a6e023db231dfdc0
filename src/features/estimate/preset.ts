import { matchPlace } from './place-match';
import { applyField, circuitIds, type EstimateValues, type FieldChange } from './values';

/**
 * The estimate's inputs from the address bar. Two sources write them: the offers on other pages
 * (`?town=tehachapi`, `&battery=powerwall3`: src/components/sections/estimate-offer.tsx), and the
 * estimator form itself when it is sent before the page's code has arrived (a plain GET to the
 * same page: Enter in a field). Unknown names and values are ignored; changed assumptions are
 * not read from the address (a shared link shows the sourced values).
 */
const SIMPLE = ['bill', 'usage', 'discount', 'roof', 'shade', 'battery', 'ev'] as const;

/** The longest value worth reading: a town's name or a bill; anything longer is not ours. */
const MAX_LENGTH = 40;

export function presetChanges(search: string): FieldChange[] {
  const params = new URLSearchParams(search);
  const get = (name: string) => {
    const value = params.get(name);
    return value !== null && value.length <= MAX_LENGTH ? value : undefined;
  };
  const changes: FieldChange[] = [];
  // `town` is the offers' name for it: a slug (california-city), which matchPlace reads too.
  const place = get('place') ?? get('town');
  if (place !== undefined) {
    const found = matchPlace(place);
    if (found) changes.push({ name: 'place', value: /^\d{5}/.test(place.trim()) ? place.trim() : found.town.name });
  }
  for (const name of SIMPLE) {
    const value = get(name);
    if (value !== undefined) changes.push({ name, value, checked: true });
  }
  for (let m = 0; m < 12; m++) {
    const value = get(`kwh-${m}`);
    if (value !== undefined) changes.push({ name: `kwh-${m}`, value });
  }
  if (params.has('wellPump')) changes.push({ name: 'wellPump', value: 'on', checked: true });
  // A sent form lists the ticked circuits; only then are the others unticked.
  const circuits = params.getAll('circuit').filter((c) => c.length <= MAX_LENGTH);
  if (circuits.length > 0 || params.has('usage')) {
    for (const id of circuitIds) changes.push({ name: 'circuit', value: id, checked: circuits.includes(id) });
  }
  return changes;
}

/** The values with the address bar's inputs applied. */
export const withPreset = (values: EstimateValues, search: string): EstimateValues => presetChanges(search).reduce(applyField, values);
