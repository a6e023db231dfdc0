import * as en from '@/content/service-area';
import type { Localized } from '@/content/localized';

/**
 * Where commercial and agricultural crews work beyond the 14 Kern County towns, in Spanish. County
 * names are proper names and stay as the English list has them.
 */
export const commercialCounties: Localized<typeof en.commercialCounties> = en.commercialCounties;

export const agriculturalRegions: Localized<typeof en.agriculturalRegions> = [
  'Delano, McFarland y los viñedos del lado este',
  'Shafter, Wasco y la zona de almendros y pistaches',
  'Arvin, Lamont y el sur del Valle',
  'El Westside: Buttonwillow, Lost Hills y Kettleman City',
  'Las lecherías y los cultivos de campo de Tulare County y Kings County',
];
