import './zod-config';
import { z } from 'zod/mini';
import { decodeEntities, encodeEntities } from './entities';
import { zipCodeSchema } from './fields';
import type { FormKind } from './form-kinds';
import { interestIds, interestOptions } from './interests';
import { leadMessages } from './messages';
import { canonicalPosition, findPosition, offeredPositionIds, payRangeOf, positionIds, positionOptions } from './positions';
import { isSample, ownerFacts } from '@/shared/owner/facts';
import { solarEstimateLine, solarEstimateSchema } from './solar-estimate';
import { inServiceArea } from '@/shared/places/service-area';
import { utilityIds, utilityOptions } from './utilities';

/**
 * The lead's optional fields, one definition each (docs/recipes.md, "Add a field to a lead
 * form"): what the wire carries and the server checks, what the visitor fills in and where, the
 * labels in both languages, the office email's row and the column of the CSV export. The wire schema
 * (lead.ts), the forms (their schemas, fields, drafts and payloads), the office email and the CSV
 * export all read this list, so a new field is a new entry here.
 *
 * The contact fields every lead has (name, email, phone, service, message) are not here: the
 * API contract fixes them (docs/decisions/001-lead-api-contract.md) and each has its own rule
 * (the name joined from two fields on some forms, the service and message fallbacks).
 */

export interface Localized {
  en: string;
  es: string;
}
interface Option {
  readonly id: string;
  readonly label: string;
  readonly labelEs: string;
}

/** How a form shows the field. */
export type FieldInput =
  | { kind: 'text'; autoComplete?: string; inputMode?: 'numeric' | 'text' | 'decimal'; placeholder?: Localized }
  | { kind: 'select'; options: readonly Option[]; choose: Localized }
  | { kind: 'checkboxes'; options: readonly Option[] }
  /** One box to tick, its label beside it. */
  | { kind: 'checkbox' }
  /** No box: the page the form is on sets the value (the solar estimate's figures). */
  | { kind: 'carried' };

export interface LeadField<
  Wire extends z.ZodMiniType = z.ZodMiniType,
  Form extends z.ZodMiniType = z.ZodMiniType,
  Forms extends FormKind = FormKind,
> {
  /** What POST /api/send-email accepts for it (always optional on the wire: old offline leads lack new fields). */
  wire: Wire;
  /** What the visitor fills in, checked in the browser; the empty value of the form is `empty`. */
  form: Form;
  empty: z.input<Form>;
  /** The form's value as the wire carries it; undefined leaves the field out of the lead. */
  toWire: (value: z.output<Form>) => z.input<Wire> | undefined;
  /** Visitor text the server must entity-decode (docs/decisions/009-entity-encoding.md). */
  text?: boolean;
  label: Localized;
  input: FieldInput;
  required?: boolean;
  /** Takes the form's whole width rather than a column. */
  full?: boolean;
  /** Shown under the field. */
  hint?: Localized;
  /** Where the form shows it: with the form's own fields (default), or last, after the files. */
  place?: 'end';
  /** The forms that show it, in this list's order ('quote' is also the landing pages' form). */
  forms: readonly Forms[];
  /** The office email's row: its label and the value as the office reads it (English). */
  office: { label: string; show: (value: z.output<Wire>) => string };
  /** The column of the CSV export, and its cell. */
  csv: { column: string; cell?: (value: z.output<Wire>) => string };
}

const define = <Wire extends z.ZodMiniType, Form extends z.ZodMiniType, const Forms extends FormKind>(
  field: LeadField<Wire, Form, Forms>,
) => field;

/** A ZIP of the towns we serve; the same words in the browser and in the server's 422. */
const serviceZipSchema = zipCodeSchema.check(z.refine(inServiceArea, leadMessages.zipOutsideArea));

const MAX_BILL = 100_000;
/** "$1,250" or "180" as whole dollars (cents rounded); undefined for anything else. */
export function parseBill(typed: string): number | undefined {
  const plain = typed
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,(?=\d{3}(?:\D|$))/g, '');
  if (!/^\d+(?:\.\d{1,2})?$/.test(plain)) return undefined;
  const dollars = Math.round(Number(plain));
  return dollars <= MAX_BILL ? dollars : undefined;
}

/**
 * Each offered position with its pay range, as California asks of a posting (Labor Code
 * 432.3(c)(3)); the ranges are an owner fact, marked as samples until verified.
 */
const samplePay = isSample(ownerFacts.payRanges);
export const positionChoices: readonly Option[] = positionOptions.map((o) => {
  const pay = payRangeOf(o.id);
  if (!pay) return o;
  return {
    id: o.id,
    label: `${o.label}: $${pay.min} to $${pay.max} an hour${samplePay ? ' (sample)' : ''}`,
    labelEs: `${o.labelEs}: de $${pay.min} a $${pay.max} por hora${samplePay ? ' (ejemplo)' : ''}`,
  };
});

const labelOf = (options: readonly Option[], id: string) => options.find((o) => o.id === id)?.label ?? id;

export const leadFields = {
  position: define({
    // An id; a legacy label from an application queued before ids becomes its id first.
    wire: z.pipe(z.pipe(z.string(), z.transform(canonicalPosition)), z.enum(positionIds)),
    form: z.enum(offeredPositionIds, leadMessages.positionRequired),
    empty: '' as never,
    toWire: (id) => id,
    label: { en: 'Position', es: 'Puesto' },
    input: { kind: 'select', options: positionChoices, choose: { en: 'Select a position', es: 'Elija un puesto' } },
    required: true,
    full: true,
    forms: ['application'],
    office: { label: 'Position', show: (id) => findPosition(id)?.label ?? id },
    csv: { column: 'position' },
  }),
  zipCode: define({
    // Our area only (src/shared/places/service-area.ts): the office prices the trip from it.
    wire: serviceZipSchema,
    form: z.union([z.literal(''), serviceZipSchema]),
    empty: '',
    toWire: (zip) => zip.trim() || undefined,
    label: { en: 'ZIP Code', es: 'Código postal (ZIP)' },
    input: { kind: 'text', autoComplete: 'postal-code', inputMode: 'numeric' },
    forms: ['quote', 'estimate'],
    office: { label: 'ZIP code', show: (zip) => zip },
    csv: { column: 'zip_code' },
  }),
  utility: define({
    wire: z.enum(utilityIds),
    // The quote form presets it from the ZIP where the town facts say which utility serves it.
    form: z.enum(['', ...utilityIds], leadMessages.utilityInvalid),
    empty: '',
    toWire: (id) => id || undefined,
    label: { en: 'Electric utility', es: 'Compañía de luz' },
    input: { kind: 'select', options: utilityOptions, choose: { en: 'Select your utility', es: 'Elija su compañía de luz' } },
    forms: ['quote'],
    office: { label: 'Utility', show: (id) => labelOf(utilityOptions, id) },
    csv: { column: 'utility' },
  }),
  monthlyBill: define({
    // Whole dollars; what the visitor typed may carry a $ or a comma.
    wire: z.int().check(z.minimum(0), z.maximum(MAX_BILL)),
    form: z.string().check(
      z.trim(),
      z.refine((s) => s === '' || parseBill(s) !== undefined, leadMessages.billInvalid),
    ),
    empty: '',
    toWire: (typed) => parseBill(typed),
    label: { en: 'Typical monthly electric bill ($)', es: 'Recibo de luz típico al mes ($)' },
    // No placeholder: every byte of the prerendered form counts (docs/decisions/020-first-window.md).
    input: { kind: 'text', inputMode: 'numeric' },
    forms: ['quote'],
    office: { label: 'Monthly bill', show: (dollars) => `$${dollars.toLocaleString('en-US')}` },
    csv: { column: 'monthly_bill' },
  }),
  interests: define({
    wire: z.array(z.enum(interestIds)).check(
      z.maxLength(interestIds.length),
      z.refine((a) => new Set(a).size === a.length, 'Duplicate interest'),
    ),
    form: z.array(z.enum(interestIds)),
    empty: [],
    toWire: (ids) => (ids.length ? ids : undefined),
    label: { en: 'I am interested in', es: 'Me interesa' },
    input: { kind: 'checkboxes', options: interestOptions },
    full: true,
    forms: ['estimate'],
    office: { label: 'Interests', show: (ids) => ids.map((id) => labelOf(interestOptions, id)).join(', ') },
    csv: { column: 'interests', cell: (ids) => ids.join(' ') },
  }),
  solarEstimate: define({
    // The solar estimate the visitor saw, sent with the request (docs/decisions/023-estimate.md).
    // No form shows or types it: the estimate page hands it to its free-estimate form
    // (EstimateForm's `carried`), which adds it to the lead; the wire, the office email and
    // the CSV read this entry like any other.
    wire: solarEstimateSchema,
    form: z.catch(z.optional(solarEstimateSchema), undefined),
    empty: undefined,
    toWire: (estimate) => estimate,
    label: { en: 'Solar estimate', es: 'Estimación solar' },
    input: { kind: 'carried' },
    forms: [],
    office: { label: 'Solar estimate', show: solarEstimateLine },
    csv: { column: 'solar_estimate', cell: solarEstimateLine },
  }),
  copyRequested: define({
    // The visitor's own copy by email, sent after the office's (docs/decisions/030-visitor-copy.md).
    wire: z.boolean(),
    form: z.boolean(),
    empty: false,
    // Sent either way from the quote form, so the office email says whether a copy was asked for.
    toWire: (ticked) => ticked,
    // Not "Email me...": no other field's label may hold "Email" (the form's fields are found by their labels).
    label: { en: 'Send me a copy of my request', es: 'Enviarme una copia de mi solicitud' },
    input: { kind: 'checkbox' },
    hint: {
      en: 'Once, to the email address above, with only what you typed.',
      es: 'Una vez, al correo de arriba, solo con lo que usted escribió.',
    },
    full: true,
    place: 'end',
    forms: ['quote'],
    office: {
      label: 'Copy to visitor',
      show: (ticked) => (ticked ? 'Requested: a copy goes to the visitor after this email' : 'Not requested'),
    },
    csv: { column: 'copy_requested', cell: (ticked) => (ticked ? 'yes' : 'no') },
  }),
} satisfies Record<string, LeadField>;

export type LeadFields = typeof leadFields;
export type LeadFieldName = keyof LeadFields;
export const leadFieldNames = Object.keys(leadFields) as LeadFieldName[];

/** The fields a form shows. */
export type FieldsOf<F extends FormKind> = {
  [K in LeadFieldName]: F extends LeadFields[K]['forms'][number] ? K : never;
}[LeadFieldName];
export const fieldsOf = <F extends FormKind>(form: F): FieldsOf<F>[] =>
  leadFieldNames.filter((name) => (leadFields[name].forms as readonly FormKind[]).includes(form)) as FieldsOf<F>[];

/** The wire's shape of these fields, each optional (lead.ts spreads it into the lead schema). */
export const wireShape = Object.fromEntries(
  leadFieldNames.map((name) => {
    const field = leadFields[name] as LeadField;
    return [
      name,
      z.optional(
        field.text ? z.pipe(z.pipe(z.string(), z.transform(decodeEntities)), field.wire as z.ZodMiniType<unknown, string>) : field.wire,
      ),
    ];
  }),
) as {
  [K in LeadFieldName]: z.ZodMiniOptional<LeadFields[K]['wire']>;
};

/** The form schema's shape of a form's fields, and their empty values. */
export const formShape = <F extends FormKind>(form: F) =>
  Object.fromEntries(fieldsOf(form).map((name) => [name, leadFields[name].form])) as { [K in FieldsOf<F>]: LeadFields[K]['form'] };
export const emptyValues = <F extends FormKind>(form: F) =>
  Object.fromEntries(fieldsOf(form).map((name) => [name, leadFields[name].empty])) as {
    [K in FieldsOf<F>]: z.input<LeadFields[K]['form']>;
  };

/** What the wire carries of these fields (the draft's and the lead's part). */
export type LeadFieldValues = { [K in LeadFieldName]?: z.input<LeadFields[K]['wire']> };
export type StoredLeadFieldValues = { [K in LeadFieldName]?: z.output<LeadFields[K]['wire']> };

/** A draft's values of these fields as they travel: visitor text entity-encoded (docs/decisions/009-entity-encoding.md). */
export function encodeForWire(values: LeadFieldValues): LeadFieldValues {
  const out: Record<string, unknown> = {};
  for (const name of leadFieldNames) {
    const value = values[name];
    if (value !== undefined) out[name] = (leadFields[name] as LeadField).text && typeof value === 'string' ? encodeEntities(value) : value;
  }
  return out;
}

/** A form's values of these fields as the wire carries them. */
export function toWireValues<F extends FormKind>(form: F, values: Partial<Record<FieldsOf<F>, unknown>>): LeadFieldValues {
  const out: Record<string, unknown> = {};
  for (const name of fieldsOf(form)) {
    const field = leadFields[name] as LeadField;
    if (values[name] === undefined) continue;
    const wire = field.toWire(values[name]);
    if (wire !== undefined) out[name] = wire;
  }
  return out;
}

/** The office email's rows for the fields a lead has, in this list's order. */
export function officeRows(lead: StoredLeadFieldValues): { label: string; value: string }[] {
  return leadFieldNames.flatMap((name) => {
    const value = lead[name];
    if (value === undefined) return [];
    const shown = (leadFields[name] as LeadField).office.show(value);
    // An empty value (no interest ticked) is no row, as if the field were absent.
    return shown ? [{ label: (leadFields[name] as LeadField).office.label, value: shown }] : [];
  });
}

/** The columns of the CSV export for these fields: name and cell. */
export const csvColumns: [string, (lead: StoredLeadFieldValues) => string | undefined][] = leadFieldNames.map((name) => {
  const field = leadFields[name] as LeadField;
  return [field.csv.column, (lead) => (lead[name] === undefined ? undefined : (field.csv.cell ?? String)(lead[name]))];
});
