import type { PageMeta } from '@/content/types';

/** Head data of /resources/blog (each post's own head data is its summary, in posts/). */
export const blogListMeta: PageMeta = {
  title: 'Latest News & Insights: Solar, Batteries and Home Electrical in Kern County',
  description:
    'Plain-language guides from our Bakersfield electricians and estimators: reconnecting your solar monitoring to Wi-Fi, and how the federal solar tax credit, SGIP and California property-tax rules work.',
  keywords: ['solar blog', 'solar tax credit', 'solar monitoring Wi-Fi', 'Kern County solar news'],
};
