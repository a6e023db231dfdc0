import type { PageMeta } from '@/content/types';
import { homeownerCreditLastYear } from '@/content/facts/incentive-text';

/** Head data of /resources/blog (each post's own head data is its summary, in posts/). */
export const blogListMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Solar and Electrical Guides for Kern County',
  description: `Plain-language guides from our Bakersfield electricians: reconnecting solar monitoring to Wi-Fi, and what is left of solar incentives after ${homeownerCreditLastYear}.`,
  keywords: ['solar blog', 'solar tax credit', 'solar monitoring Wi-Fi', 'Kern County solar news'],
};
