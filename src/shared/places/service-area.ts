import { towns, type Town, type UtilityArea } from './towns';

/**
 * The ZIP codes a quote may come from: those of the towns we serve (towns.ts), and nothing the
 * site does not know (docs/behaviour.md#forms). A ZIP+4 counts by its first five digits.
 */
const townByZip = new Map<string, Town>(towns.flatMap((t) => t.zips.map((zip) => [zip, t] as const)));

export const serviceZips: readonly string[] = [...townByZip.keys()].sort();

/** The town of a ZIP of our area, or undefined (outside it, or not a ZIP at all). */
export const townOfZip = (zip: string): Town | undefined => townByZip.get(zip.trim().slice(0, 5));

export const inServiceArea = (zip: string): boolean => townOfZip(zip) !== undefined;

/**
 * The utility that serves a ZIP where the town facts say which one does; undefined where they
 * do not (a town marked `check`, where the line runs through it) or outside our area.
 */
export function utilityOfZip(zip: string): Exclude<UtilityArea, 'check'> | undefined {
  const utility = townOfZip(zip)?.utility;
  return utility === 'pge' || utility === 'sce' ? utility : undefined;
}
