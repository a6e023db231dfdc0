import type { Block } from '@/content/types';
import { callbackPeriod } from '@/content/callback';

/** Shared copy around every blog article. */
export const articleText = {
  back: 'Back to all articles',
  readTime: (minutes: number) => `${minutes} min read`,
  author: 'By the Sunfield team',
  keepReading: 'Keep reading',
} as const;

export const articleCta: Block = {
  kind: 'cta',
  id: 'article-cta',
  heading: 'Talk it through with a local expert',
  text: `Free, no-obligation answers about your system, your bill or your project from our Bakersfield office. We call back within ${callbackPeriod.en}.`,
  action: { label: 'Get a Free Quote', href: '/contact' },
};
