/**
 * The type of a Spanish twin of an English content value: the same shape, with the English
 * string literals widened to `string` (an `as const` module types its text as literals).
 * Functions keep their signatures. Values that are not text (paths, image imports, ids, dates)
 * are taken from the English module by reference, so they cannot drift.
 */
export type Localized<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Localized<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: Localized<T[K]> }
        : T;
