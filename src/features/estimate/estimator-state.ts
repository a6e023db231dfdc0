import type { EstimateInput } from '@/shared/estimate/input';
import { withPreset } from './preset';
import { applyField, defaultValues, resetAssumptions, toInput, type EstimateValues, type FieldChange, type Parsed } from './values';

/**
 * The estimator's state: the fields as typed, what they parse to, and the last input the model
 * can run. While a field is half-typed (a bill being retyped, an unknown town) the figures stay
 * those of the last complete entry instead of vanishing, and the page says so.
 */
export interface EstimatorState {
  values: EstimateValues;
  parsed: Parsed;
  /** The last complete input; the default example's until the visitor gives one. */
  input: EstimateInput;
}

export type EstimatorAction =
  | { type: 'field'; change: FieldChange }
  | { type: 'changes'; changes: readonly FieldChange[] }
  | { type: 'preset'; search: string }
  | { type: 'reset-assumptions' };

const sameErrors = (a: Parsed['rangeErrors'], b: Parsed['rangeErrors']) => {
  const keys = Object.keys(a) as (keyof typeof a)[];
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

function settle(state: EstimatorState, values: EstimateValues): EstimatorState {
  if (values === state.values) return state;
  const parsed = toInput(values);
  // The same errors keep their object, so the assumptions list is not redrawn for a keystroke elsewhere.
  if (sameErrors(parsed.rangeErrors, state.parsed.rangeErrors)) parsed.rangeErrors = state.parsed.rangeErrors;
  return { values, parsed, input: parsed.input ?? state.input };
}

export function estimatorReducer(state: EstimatorState, action: EstimatorAction): EstimatorState {
  switch (action.type) {
    case 'field':
      return settle(state, applyField(state.values, action.change));
    case 'changes':
      return settle(state, action.changes.reduce(applyField, state.values));
    case 'preset':
      return settle(state, withPreset(state.values, action.search));
    case 'reset-assumptions':
      return settle(state, resetAssumptions(state.values));
  }
}

export function initialEstimatorState(): EstimatorState {
  const parsed = toInput(defaultValues);
  if (!parsed.input) throw new Error('The default estimate inputs do not parse');
  return { values: defaultValues, parsed, input: parsed.input };
}

type Control = HTMLInputElement | HTMLSelectElement;

/**
 * What the visitor changed in the prerendered form before the page's code arrived: every field
 * whose value or tick differs from the one the page was drawn with (React keeps the DOM's value
 * when it hydrates; the state takes it over from here).
 */
export function changedBeforeHydration(form: HTMLFormElement): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement) || !el.name) continue;
    const control: Control = el;
    if (control instanceof HTMLSelectElement) {
      const drawn = Array.from(control.options).find((o) => o.defaultSelected)?.value ?? control.options[0]?.value;
      if (control.value !== drawn) changes.push({ name: control.name, value: control.value });
    } else if (control.type === 'checkbox' || control.type === 'radio') {
      if (control.checked !== control.defaultChecked) changes.push({ name: control.name, value: control.value, checked: control.checked });
    } else if (control.value !== control.defaultValue) {
      changes.push({ name: control.name, value: control.value });
    }
  }
  return changes;
}
