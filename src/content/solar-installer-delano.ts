import type { PageMeta } from '@/content/types';

/**
 * /solar-installer-delano shows the Home Energy landing page (its route sets the canonical to
 * that page, docs/decisions/006-landing-pages.md); its own title and description keep every page title unique.
 */
export const delanoMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Solar Installer in Delano, CA',
  description:
    'Solar installer for Delano and northern Kern County: rooftop solar and batteries sized for NEM 3.0 and PG&E rates, EV chargers and panel upgrades.',
  keywords: ['solar installer Delano', 'Delano solar', 'home solar Kern County', 'solar batteries Delano'],
};
