import { ArrowRight } from 'lucide-react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { useEffect, useRef, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type * as en from '@/content/about/areas-we-serve';
import type { Localized } from '@/content/localized';
import { landingPath } from '@/content/links';
import { topics, type TopicGroup } from '@/shared/places/topic-index';
import { findTown, towns } from '@/shared/places/towns';
import styles from './areas-finder.module.css';

/**
 * Every topic x town page, grouped by topic, each topic a card of town links. The prerendered
 * HTML lists them all (usable without scripts); a town filter narrows every card to that town's
 * one link. The filter is in the prerendered HTML, shown wherever scripts run (html.js, set by the
 * early script before the body is parsed): drawn only once React had hydrated, it pushed the
 * cards down by its own height as React woke, under a finger about to tap a town. A town chosen
 * before React woke is taken up as it does.
 */
export function AreasFinder({
  copy,
  topicBlurbs,
  topicGroupTitles,
}: {
  copy: Localized<typeof en.areasFinder>;
  topicBlurbs: Localized<typeof en.topicBlurbs>;
  topicGroupTitles: Localized<typeof en.topicGroupTitles>;
}) {
  const { pageText } = useSiteCopy().topicText;
  const { topicName } = useSiteCopy().topicNames;
  const groups = Object.keys(topicGroupTitles) as TopicGroup[];
  const [townSlug, setTownSlug] = useState('');
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const chosen = select.current?.value;
    if (chosen) setTownSlug(chosen);
  }, []);
  const town = findTown(townSlug);
  const shown = town ? [town] : towns;

  return (
    <div className={styles.finder}>
      <div className={styles.filter}>
        <label htmlFor="areas-town">{copy.filterLabel}</label>
        <select ref={select} id="areas-town" value={townSlug} onChange={(e) => setTownSlug(e.target.value)} aria-controls="areas-groups">
          <option value="">{copy.allTowns}</option>
          {towns.map((t) => (
            <option key={t.slug} value={t.slug}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      <p className="visually-hidden" role="status">
        {town ? copy.status(topics.length, town.name) : ''}
      </p>
      <div id="areas-groups" className={styles.groups}>
        {groups.map((group) => (
          <section key={group} className={styles.group} aria-labelledby={`group-${group}`}>
            <h3 id={`group-${group}`} className={styles.groupTitle}>
              {topicGroupTitles[group]}
            </h3>
            <div className={styles.cards}>
              {topics
                .filter((t) => t.group === group)
                .map((topic) => (
                  <article key={topic.slug} className={styles.card}>
                    <h4 className={styles.cardTitle}>{topicName(topic.slug).name}</h4>
                    <p className={styles.blurb}>{topicBlurbs[topic.slug]}</p>
                    <ul className={town ? styles.single : styles.towns} aria-label={pageText.topicTowns(topicName(topic.slug).name)}>
                      {shown.map((t) => (
                        <li key={t.slug}>
                          <AppLink href={landingPath(topic.slug, t.slug)} aria-label={copy.linkLabel(topicName(topic.slug).name, t.name)}>
                            {town ? copy.linkLabel(topicName(topic.slug).name, t.name) : t.name}
                            {town && <ArrowRight aria-hidden="true" size={18} />}
                          </AppLink>
                        </li>
                      ))}
                    </ul>
                  </article>
                ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
