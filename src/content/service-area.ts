/**
 * Where commercial and agricultural crews work beyond the 14 Kern County towns (towns.ts).
 * The areas page and the commercial pages read these lists, so they always agree.
 */
export const commercialCounties = [
  'Kern County',
  'Tulare County',
  'Kings County',
  'Fresno County',
  'San Luis Obispo County',
  'Los Angeles County (Antelope Valley)',
  'Ventura County',
] as const;

export const agriculturalRegions = [
  'Delano, McFarland and the east-side vineyards',
  'Shafter, Wasco and the almond and pistachio belt',
  'Arvin, Lamont and the southern Valley',
  'The Westside: Buttonwillow, Lost Hills and Kettleman City',
  'Tulare and Kings County dairies and field crops',
] as const;
