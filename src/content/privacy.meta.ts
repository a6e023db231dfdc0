import type { PageMeta } from './types';

export const privacyMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Privacy Notice',
  description:
    'What our quote, estimate and job forms collect, why, who reads it, how long we keep it, and how to ask us to show or delete your details.',
  keywords: ['privacy notice', 'privacy policy', 'California privacy rights'],
};
