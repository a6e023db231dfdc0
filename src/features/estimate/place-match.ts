import { estimatePlaces, resolvePlace, type ResolvedPlace } from '@/shared/estimate/places';

/**
 * What the visitor typed in "Town or ZIP code", as the model's place key: a five-digit ZIP (a
 * ZIP+4 keeps its first five digits) or the slug of one of our towns, found by its name typed
 * any way ("california city", "  Lake  Isabella ", "Tehachapí"). Undefined when it is neither.
 */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Our towns by their folded name and slug: "california city" and "california-city" both lead to it. */
const byName = new Map(
  estimatePlaces.flatMap((slug) => {
    const name = resolvePlace(slug)?.town.name ?? slug;
    return [
      [fold(name), slug],
      [fold(slug), slug],
    ] as const;
  }),
);

export function placeKey(typed: string): string | undefined {
  const text = typed.trim();
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(text)?.[1];
  if (zip) return resolvePlace(zip) ? zip : undefined;
  return byName.get(fold(text));
}

/** The place the model will use for what was typed, or undefined. */
export const matchPlace = (typed: string): ResolvedPlace | undefined => {
  const key = placeKey(typed);
  return key === undefined ? undefined : resolvePlace(key);
};

/** A ZIP the visitor typed (for the quote form), when the place was given as one. */
export const typedZip = (typed: string): string | undefined => /^(\d{5})(?:-\d{4})?$/.exec(typed.trim())?.[1];

/** The towns' names for the field's suggestions, in the order of src/shared/places/towns.ts. */
export const placeNames: readonly string[] = estimatePlaces.map((slug) => resolvePlace(slug)?.town.name ?? slug);
