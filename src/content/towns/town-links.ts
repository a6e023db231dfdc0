import { driveTime } from '@/content/topics/places';
import type { Block } from '@/content/types';
import { townHubPath, towns } from '@/shared/places/towns';

/**
 * The towns we serve, each linking to its own page (docs/decisions/016-town-pages.md): shown on
 * the service pages before their closing call to action, so every hub is reached from them.
 */
export const townLinksBlock: Block = {
  kind: 'links',
  id: 'towns',
  heading: 'Towns we serve',
  intro: 'Permits, utility, climate zone and outage facts for each town, and the pages we wrote for it.',
  items: towns.map((t) => ({
    label: t.name,
    href: townHubPath(t.slug),
    text: t.slug === 'bakersfield' ? 'Home of our office' : `${driveTime(t.driveMinutes)} from our office`,
  })),
};

/** A service page's blocks with the towns inserted before its last block (its call to action). */
export const withTownLinks = (blocks: readonly Block[]): Block[] => [...blocks.slice(0, -1), townLinksBlock, ...blocks.slice(-1)];
