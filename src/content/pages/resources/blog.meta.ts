import type { PageMeta } from '@/content/types';

/**
 * Head data of the blog: the list page and each post's summary. Kept apart from the article
 * bodies in content/blog.ts because route `head()` functions live in the main bundle, while the
 * bodies load only with the blog's own code.
 */
export const blogListMeta: PageMeta = {
  title: 'Latest News & Insights: Solar, Batteries and Home Electrical in Kern County',
  description:
    'Plain-language guides from our Bakersfield electricians and estimators: reconnecting your solar monitoring to Wi-Fi, and how the federal solar tax credit, SGIP and California property-tax rules work.',
  keywords: ['solar blog', 'solar tax credit', 'solar monitoring Wi-Fi', 'Kern County solar news'],
};

export type BlogId = 'wifi-reconnects' | 'solar-tax-credits';

export interface BlogSummary {
  id: BlogId;
  title: string;
  excerpt: string;
  /** ISO date (YYYY-MM-DD) of publication. */
  date: string;
  /** Minutes. */
  readTime: number;
  category: string;
  /** The <title> of the article page, without the company suffix. */
  metaTitle: string;
  keywords: readonly string[];
}

export const blogSummaries: Record<BlogId, BlogSummary> = {
  'wifi-reconnects': {
    id: 'wifi-reconnects',
    title: 'Wi-Fi Reconnection Guide',
    excerpt:
      'New router, new internet provider or a changed Wi-Fi password? Your panels keep producing, but your monitoring goes dark. Here is how to get your inverter or battery gateway back online in about 15 minutes.',
    date: '2024-03-15',
    readTime: 8,
    category: 'How-to guide',
    metaTitle: 'Wi-Fi Reconnection Guide: Get Your Solar and Battery Monitoring Back Online',
    keywords: ['solar monitoring offline', 'reconnect inverter Wi-Fi', 'battery gateway Wi-Fi', 'solar app not updating'],
  },
  'solar-tax-credits': {
    id: 'solar-tax-credits',
    title: 'Solar Tax Credits in 2024',
    excerpt:
      'The federal residential clean energy credit pays back 30% of a solar or battery installation through 2032. What qualifies, how Form 5695 works, and how SGIP and California property-tax rules add to it.',
    date: '2024-03-10',
    readTime: 10,
    category: 'Incentives',
    metaTitle: 'Solar Tax Credits in 2024: The 30% Federal Credit, SGIP and California Rules',
    keywords: [
      'solar tax credit 2024',
      'residential clean energy credit',
      'Form 5695',
      'SGIP battery rebate',
      'California solar property tax',
    ],
  },
};

export const blogPostMeta = (id: BlogId): PageMeta => ({
  title: blogSummaries[id].metaTitle,
  description: blogSummaries[id].excerpt,
  keywords: blogSummaries[id].keywords,
  type: 'article',
});
