import type { Town, UtilityArea, Terrain } from '@/shared/places/towns';

/** The values a topic template is filled with for one location. */
export interface Place {
  location: string;
  utility: string;
  utilityNote: string;
  terrainNote: string;
  /** One sentence: the estimated drive from the Bakersfield office, which is what response time is. */
  driveNote: string;
}

/** 'about 40 minutes', 'about an hour', 'about 1 hour 25 minutes', 'about 2 hours'. */
export function driveTime(minutes: number): string {
  if (minutes < 60) return `about ${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return hours === 1 ? 'about an hour' : `about ${hours} hours`;
  return `about ${hours} hour${hours > 1 ? 's' : ''} ${rest} minutes`;
}

// Drive times are estimates (places/towns.ts), so the copy says so and promises nothing faster.
function driveNote(town: Town | undefined): string {
  if (!town)
    return 'How soon an electrician reaches you depends on the drive from our Bakersfield office, and the dispatcher tells you honestly when you call.';
  if (town.slug === 'bakersfield')
    return 'Anywhere in {location} is up to half an hour across town from our office, by our estimate, before traffic.';
  return `{location} is ${driveTime(town.driveMinutes)} by road from our Bakersfield office, by our estimate, and that drive is the soonest an electrician can reach you.`;
}

// Utility territory is described as "most of town", never per address (the lines do not follow
// town limits); the mountain towns near the edge are told to check their bill.
const utility: Record<UtilityArea | 'unknown', { name: string; note: string }> = {
  pge: { name: 'PG&E', note: 'Most homes and businesses in {location} buy their power from PG&E.' },
  sce: { name: 'SCE', note: 'Most of {location} is served by Southern California Edison (SCE) rather than PG&E.' },
  check: {
    name: 'your utility',
    note: 'The mountain communities around {location} sit near the edge of utility service areas, so the name at the top of your bill decides which rules apply.',
  },
  unknown: {
    name: 'your utility',
    note: 'Whether your bill comes from PG&E, SCE or a city utility, the name at the top of it decides which rate plans and programs apply.',
  },
};

const terrain: Record<Terrain | 'unknown', string> = {
  valley:
    'Summers on the valley floor around {location} are long and hot, and that heat shapes everything from panel output to how hard your air conditioner and main panel work.',
  desert: '{location} is high-desert country, where summer heat, steady wind and blowing dust are part of every design.',
  mountain: '{location} is mountain country, where wind, winter storms and fire-season power shutoffs are part of every design.',
  unknown: 'California summer heat is hard on equipment, so every design starts with the hottest weeks of your year.',
};

export function placeFor(location: string, town: Town | undefined): Place {
  const u = utility[town?.utility ?? 'unknown'];
  return {
    location,
    utility: u.name,
    utilityNote: u.note,
    terrainNote: terrain[town?.terrain ?? 'unknown'],
    driveNote: driveNote(town),
  };
}

/** Replaces every {key}; notes are filled first because they hold {location} themselves. */
export function fillTemplate(text: string, place: Place): string {
  return text
    .replaceAll('{driveNote}', place.driveNote)
    .replaceAll('{utilityNote}', place.utilityNote)
    .replaceAll('{terrainNote}', place.terrainNote)
    .replaceAll('{utility}', place.utility)
    .replaceAll('{location}', place.location);
}
