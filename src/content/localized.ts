import type { Href } from '@/content/links';
import type { IconName } from '@/content/types';

/**
 * The type of a Spanish twin of an English content value: the same shape, with the English
 * string literals widened to `string` (an `as const` module types its text as literals).
 * Links and icon names keep their own types. Functions keep their signatures. Values that are not text (paths, image imports, ids, dates)
 * are taken from the English module by reference, so they cannot drift.
 */
export type Localized<T> = T extends string
  ? T extends Href
    ? Href
    : T extends IconName
      ? IconName
      : string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Localized<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: Localized<T[K]> }
        : T;
