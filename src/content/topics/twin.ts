import type { TopicSectionTemplate, TopicTemplate } from '@/content/topics/types';

/**
 * Builds the Spanish twin of an English topic template: the Spanish copy (only text) laid over
 * the English template, whose non-text values (slug, image keys, cards, modified date) are taken
 * by reference. Fails at import when the shapes drift: a topic, a section, a bullet list or an
 * image alt missing on one side.
 */
export interface SectionCopy {
  header: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
  /** Absent exactly where the English section shows the land (image 'land'). */
  imageAlt?: string;
}

export interface TopicCopy {
  title: string;
  description: string;
  keywords: readonly string[];
  serviceName: string;
  hero: { eyebrow: string; heading: string; lead: string; imageAlt: string };
  sections: readonly SectionCopy[];
  form: { heading: string; text: string; points: readonly string[] };
}

function section(en: TopicSectionTemplate, es: SectionCopy, where: string): TopicSectionTemplate {
  if ((en.bullets === undefined) !== (es.bullets === undefined) || (en.bullets && en.bullets.length !== es.bullets?.length))
    throw new Error(`${where}: bullets differ from the English template`);
  if (en.paragraphs.length !== es.paragraphs.length) throw new Error(`${where}: paragraph count differs from the English template`);
  const text = { header: es.header, paragraphs: es.paragraphs, ...(es.bullets ? { bullets: es.bullets } : {}) };
  if (en.image === 'land') {
    if (es.imageAlt !== undefined) throw new Error(`${where}: the land image has its own alt text`);
    return { ...text, image: en.image };
  }
  if (es.imageAlt === undefined) throw new Error(`${where}: image alt missing`);
  return { ...text, image: en.image, imageAlt: es.imageAlt };
}

/** The Spanish topics, in the order of the English list, each looked up by its slug. */
export function twinTopics(en: readonly TopicTemplate[], es: Readonly<Record<string, TopicCopy>>): readonly TopicTemplate[] {
  const extra = Object.keys(es).filter((slug) => !en.some((t) => t.slug === slug));
  if (extra.length > 0) throw new Error(`Spanish copy for unknown topics: ${extra.join(', ')}`);
  return en.map((t) => {
    const copy = es[t.slug];
    if (!copy) throw new Error(`${t.slug}: no Spanish copy`);
    if (copy.sections.length !== t.sections.length) throw new Error(`${t.slug}: section count differs from the English template`);
    if (copy.keywords.length !== t.keywords.length || copy.form.points.length !== t.form.points.length)
      throw new Error(`${t.slug}: keywords or form points differ in number from the English template`);
    return {
      slug: t.slug,
      title: copy.title,
      description: copy.description,
      keywords: copy.keywords,
      serviceName: copy.serviceName,
      hero: {
        eyebrow: copy.hero.eyebrow,
        heading: copy.hero.heading,
        lead: copy.hero.lead,
        image: t.hero.image,
        imageAlt: copy.hero.imageAlt,
      },
      sections: t.sections.map((s, i) => section(s, copy.sections[i]!, `${t.slug} section ${i + 1}`)),
      cards: t.cards,
      form: copy.form,
      modified: t.modified,
    };
  });
}
