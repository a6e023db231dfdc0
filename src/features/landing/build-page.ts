import { catalogue } from '@/content/topics/catalogue';
import { blogCards, serviceCards } from '@/content/topics/cards';
import { topicImages } from '@/content/topics/images';
import { fillTemplate, placeFor } from '@/content/topics/places';
import type { TopicInfo } from '@/shared/places/topic-index';
import type { ImageKey } from '@/content/topics/types';
import type { Town } from '@/shared/places/towns';
import type { Href } from '@/content/links';
import type { IconName, Illustration } from '@/content/types';
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
  title: string;
  description: string;
  keywords: string[];
  modified: string;
  hero: { eyebrow: string; heading: string; lead: string; image: Illustration };
  sections: LandingSection[];
  cardsHeading: string;
  cards: LandingCard[];
  form: { heading: string; text: string; points: string[] };
  jsonLd: object[];
}

export interface LandingInput {
  slug: string;
  topic: TopicInfo;
  town: Town | undefined;
  location: string;
  indexable: boolean;
}

/** Fills the topic's templates for one location (docs/behaviour.md#landing-page: {location} everywhere). */
export function buildLandingPage(input: LandingInput): LandingPage {
  const template = catalogue[input.topic.slug];
  const place = placeFor(input.location, input.town);
  const fill = (text: string) => fillTemplate(text, place);
  const image = (key: ImageKey, alt: string): Illustration => ({ ...topicImages[key], alt: fill(alt) });
  const path = `/${input.slug}`;

  const page: Omit<LandingPage, 'jsonLd'> = {
    path,
    location: input.location,
    indexable: input.indexable,
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
    sections: template.sections.map((s, i) => ({
      id: `section-${i + 1}`,
      header: fill(s.header),
      paragraphs: s.paragraphs.map(fill),
      bullets: s.bullets?.map(fill),
      image: image(s.image, s.imageAlt),
    })),
    cardsHeading: `${input.location} ${input.topic.term} Services and Blog`,
    cards: [...template.cards.map((key) => serviceCards[key]), ...blogCards].map((c) => ({
      ...c,
      title: fill(c.title),
      text: fill(c.text),
    })),
    form: { heading: fill(template.form.heading), text: fill(template.form.text), points: template.form.points.map(fill) },
  };
  const jsonLd = landingJsonLd({
    path,
    title: page.title,
    description: page.description,
    serviceName: fill(template.serviceName),
    location: input.location,
    image: page.hero.image.src,
    modifiedTime: page.modified,
    sections: page.sections.map((s) => ({ header: s.header, paragraph: s.paragraphs.join(' '), image: s.image.src })),
  });
  return { ...page, jsonLd };
}
