import { topicImages } from '@/content/topics/images';
import { fillTemplate } from '@/content/topics/places';
import type { TopicInfo } from '@/shared/places/topic-index';
import type { ImageKey, TopicSectionTemplate } from '@/content/topics/types';
import type { Town } from '@/shared/places/towns';
import type { Href } from '@/content/links';
import type { Block, IconName, Illustration } from '@/content/types';
import { localBlocks } from '@/features/towns/local-blocks';
import { topicTemplate, type PageCopy } from '@/features/towns/page-copy';
import { SPANISH_ROOT } from '@/shared/i18n/paths';
import { landingJsonLd } from '@/seo/json-ld/landing';

export interface LandingCard {
  kind: 'service' | 'blog';
  icon: IconName;
  title: string;
  text: string;
  href: Href;
  cta: string;
}

export interface LandingSection {
  id: string;
  header: string;
  paragraphs: string[];
  bullets?: string[] | undefined;
  image: Illustration;
}

/** One topic x location page with every template filled: what the route renders and its head. */
export interface LandingPage {
  path: string;
  location: string;
  indexable: boolean;
  /** The canonical path: the page itself when indexable, else the page that stands for it. */
  canonical: string | undefined;
  title: string;
  description: string;
  keywords: string[];
  modified: string;
  hero: { eyebrow: string; heading: string; lead: string; image: Illustration };
  sections: LandingSection[];
  cardsHeading: string;
  cards: LandingCard[];
  form: { heading: string; text: string; points: string[] };
  /** What is local to the town (facts, questions, links), shown after the first section; none for other places. */
  local: Block[];
  jsonLd: object[];
}

export interface LandingInput {
  slug: string;
  topic: TopicInfo;
  town: Town | undefined;
  location: string;
  indexable: boolean;
  canonical: string | undefined;
}

/**
 * Fills the topic's templates for one location (docs/behaviour.md#landing-page: {location}
 * everywhere), in the language of `copy`. A Spanish page's `slug` is its Spanish slug
 * (resolveSpanishSlug) and its path is under /es; links stay English paths, which AppLink maps
 * to the Spanish twins on a Spanish page.
 */
export function buildLandingPage(input: LandingInput, copy: PageCopy): LandingPage {
  const { serviceCards, blogCards, landImages } = copy;
  const template = topicTemplate(copy, input.topic.slug);
  const place = copy.placeFor(input.location, input.town);
  const fill = (text: string) => fillTemplate(text, place);
  const image = (key: ImageKey, alt: string): Illustration => ({ ...topicImages[key], alt: fill(alt) });
  const sectionImage = (s: TopicSectionTemplate): Illustration =>
    s.image === 'land' ? landImages[input.town?.terrain ?? 'valley'] : image(s.image, s.imageAlt);
  const path = copy.locale === 'es' ? `${SPANISH_ROOT}/${input.slug}` : `/${input.slug}`;
  const record = input.town && copy.findTownRecord(input.town.slug);
  // A page of one of the 14 towns leads with what is local (docs/decisions/016-town-pages.md): of
  // the topic's general copy it keeps the opening section and the one that shows the land (or
  // the second), and leaves the rest to the service page it links to. Another place's page
  // (noindex, rendered from the shell) keeps every section and the six cards.
  const sections = record ? townSections(template.sections) : template.sections;

  const page: Omit<LandingPage, 'jsonLd'> = {
    path,
    location: input.location,
    indexable: input.indexable,
    canonical: input.canonical,
    title: fill(template.title),
    description: fill(template.description),
    keywords: template.keywords.map(fill),
    modified: template.modified,
    hero: {
      eyebrow: fill(template.hero.eyebrow),
      heading: fill(template.hero.heading),
      lead: fill(template.hero.lead),
      image: image(template.hero.image, template.hero.imageAlt),
    },
    sections: sections.map((s, i) => ({
      id: `section-${i + 1}`,
      header: fill(s.header),
      paragraphs: s.paragraphs.map(fill),
      bullets: s.bullets?.map(fill),
      image: sectionImage(s),
    })),
    cardsHeading: copy.pageText.cardsHeading(input.location, copy.topicName(input.topic.slug).term),
    cards: record
      ? []
      : [...template.cards.map((key) => serviceCards[key]), ...blogCards].map((c) => ({
          ...c,
          title: fill(c.title),
          text: fill(c.text),
        })),
    form: { heading: fill(template.form.heading), text: fill(template.form.text), points: template.form.points.map(fill) },
    local: [],
  };
  if (input.town && record) {
    const service = serviceCards[template.cards[0]];
    page.local = localBlocks(input.topic, input.town, record, { label: service.title, href: service.href }, copy);
    // The page changed when its topic copy or its town's facts last did.
    if (record.modified > page.modified) page.modified = record.modified;
  }
  // The documents behind the figures and rules the topic's copy states, with their dates
  // (docs/decisions/027-content-truth.md).
  if (template.cites?.length) page.local.push(copy.sourcesSection(template.cites, 'topic-sources'));
  const jsonLd = landingJsonLd({
    path,
    title: page.title,
    description: page.description,
    serviceName: fill(template.serviceName),
    location: input.location,
    town: input.town,
    modified: page.modified,
  });
  return { ...page, jsonLd };
}

/** The opening section, and the one that shows the land (else the second). */
function townSections(all: readonly TopicSectionTemplate[]): TopicSectionTemplate[] {
  const land = all.findIndex((s, i) => i > 0 && s.image === 'land');
  return [all[0]!, all[land > 0 ? land : 1]!].filter(Boolean);
}
