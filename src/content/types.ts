/**
 * The shapes of page content. Routes compose pages from these blocks (components/sections/
 * page-blocks.tsx renders them); all copy lives in content modules as data of these types.
 */
import type { Href } from './links';

/** An image that ships with the site. Width and height are the intrinsic size, to reserve space. */
export interface Illustration {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export type IconName =
  | 'award'
  | 'banknote'
  | 'battery'
  | 'briefcase'
  | 'cable'
  | 'calendar'
  | 'car'
  | 'checklist'
  | 'clock'
  | 'factory'
  | 'permit'
  | 'fuel'
  | 'gauge'
  | 'training'
  | 'hammer'
  | 'handshake'
  | 'hardhat'
  | 'care'
  | 'health'
  | 'house'
  | 'bank'
  | 'leaf'
  | 'idea'
  | 'pin'
  | 'percent'
  | 'savings'
  | 'charger'
  | 'bill'
  | 'balance'
  | 'shield'
  | 'emergency'
  | 'sprout'
  | 'sun'
  | 'heat'
  | 'tractor'
  | 'growth'
  | 'team'
  | 'wrench'
  | 'bolt';

export interface Action {
  label: string;
  href: Href;
}

export interface PageMeta {
  /** Title without the ' | company' suffix. */
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Canonical path when it differs from the page's own path. */
  canonical?: string;
  /** On a page that sells one service: its name, for the page's schema.org Service. */
  service?: string;
  /** Open Graph image path (defaults to /og-image.png). */
  image?: string;
  type?: 'website' | 'article';
  /** ISO date of an article: its article:published_time. */
  publishedTime?: string;
  /**
   * ISO date the page's content last changed: the WebPage's dateModified (and an article's
   * article:modified_time), and the page's lastmod in the sitemap, never the build date.
   */
  modifiedTime: string;
}

export interface CardItem {
  title: string;
  text: string;
  href: Href;
  cta: string;
  image?: Illustration;
}

export interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

export interface Step {
  title: string;
  text: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** A public document a page's facts rest on (a statute, an agency page), shown with the page. */
export interface SourceLink {
  title: string;
  url: `https://${string}`;
  /**
   * The day the facts the page states were last checked on it (YYYY-MM-DD), shown beside the
   * link. A page that states a figure about money or law cites its fact's source with this date
   * (docs/decisions/027-content-truth.md; tests/build/content-truth.test.ts).
   */
  asOf?: string;
}

/** A fact about a place as a page shows it, with where it comes from (docs/decisions/016-town-pages.md). */
export interface LocalFact {
  label: string;
  value: string;
  /** A sentence on what the value means for the work. */
  detail?: string;
  /** The document the value was read from; none for our own estimates, which say so. */
  source?: SourceLink;
  /** When the source was read (YYYY-MM-DD). Only facts read on their source are shown (docs/decisions/027-content-truth.md). */
  asOf?: string;
}

export interface FaqGroup {
  title: string;
  items: readonly FaqItem[];
}

export interface Testimonial {
  quote: string;
  name: string;
  place: string;
  project: string;
  /** A sample review the owner has not replaced yet: the card is labelled (docs/decisions/011-fictional-samples.md). */
  sample?: boolean;
}

/** Section tones alternate backgrounds so long pages read as distinct bands. */
export type Tone = 'white' | 'offwhite' | 'sand' | 'navy';

interface BlockBase {
  /** Unique on the page; used for the heading id (aria-labelledby) and as an anchor. */
  id: string;
  eyebrow?: string;
  tone?: Tone;
}

export type Block =
  | { kind: 'hero'; eyebrow?: string; heading: string; lead: string; image: Illustration; actions: readonly Action[]; phone?: boolean }
  | (BlockBase & { kind: 'text'; heading: string; paragraphs: readonly string[] })
  | (BlockBase & {
      kind: 'split';
      heading: string;
      paragraphs: readonly string[];
      bullets?: readonly string[];
      image: Illustration;
      imageSide?: 'left' | 'right';
      action?: Action;
    })
  | (BlockBase & { kind: 'cards'; heading: string; intro?: string; items: readonly CardItem[]; columns?: 2 | 3 | 4 })
  | (BlockBase & { kind: 'features'; heading: string; intro?: string; items: readonly Feature[]; columns?: 2 | 3 | 4 })
  | (BlockBase & { kind: 'steps'; heading: string; intro?: string; steps: readonly Step[] })
  | (BlockBase & {
      kind: 'faq';
      heading: string;
      intro?: string;
      groups: readonly FaqGroup[];
      /**
       * false: no FAQPage markup, because another page carries it for the same questions (a town's
       * questions are marked up on its hub only; docs/decisions/027-content-truth.md).
       */
      structuredData?: false;
    })
  | (BlockBase & { kind: 'sources'; heading: string; intro?: string; items: readonly SourceLink[] })
  | (BlockBase & { kind: 'facts'; heading: string; intro?: string; items: readonly LocalFact[] })
  | (BlockBase & { kind: 'links'; heading: string; intro?: string; items: readonly { label: string; href: Href; text?: string }[] })
  | (BlockBase & { kind: 'testimonials'; heading: string; intro?: string; items: readonly Testimonial[] })
  | (BlockBase & { kind: 'stats'; heading: string; intro?: string })
  | (BlockBase & { kind: 'cta'; heading: string; text: string; action: Action; phone?: boolean })
  /** One line offering the solar estimate, preset to `town` (a slug) when given; its copy is the site's (estimate-offer.ts). */
  | { kind: 'estimate-offer'; id: string; town?: string }
  | (BlockBase & {
      kind: 'form';
      form: 'quote' | 'estimate' | 'application';
      heading: string;
      text: string;
      /** Shown above the fields (the estimate form's default is 'Get a Free Estimate Today'). */
      formTitle?: string;
      points?: readonly string[];
    });

export type BlockKind = Block['kind'];

/** A page made of blocks, in one language: what its route loads and renders (src/routes/$locale/). */
export interface Page {
  meta: PageMeta;
  blocks: readonly Block[];
}
