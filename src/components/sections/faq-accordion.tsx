import { ChevronDown } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import type { FaqGroup } from '@/content/types';
import { faqPageJsonLd } from '@/seo/json-ld/faq-page';
import { JsonLd } from './json-ld';
import styles from './faq-accordion.module.css';

/**
 * FAQ accordion (docs/behaviour.md#faq-accordion): every question toggles on its own, all start closed,
 * several may be open; answer panels scroll past 500 px. WAI-ARIA accordion pattern: a button
 * in a heading controls a labelled region; Up/Down/Home/End move between questions. The
 * questions it shows are described for search engines by a FAQPage beside them, unless another
 * page carries that markup for the same questions (`structuredData` false).
 *
 * A question opens and closes in the page itself, before React wakes and after it alike
 * (src/boot/disclosures.ts): React draws every question closed and never sets its state again.
 */
export function FaqAccordion({ id, groups, structuredData = true }: { id: string; groups: readonly FaqGroup[]; structuredData?: boolean }) {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) return;
    const buttons = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>('button[aria-controls]'));
    const index = buttons.indexOf(e.target as HTMLButtonElement);
    if (index < 0) return;
    e.preventDefault();
    const next =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? buttons.length - 1
          : (index + (e.key === 'ArrowDown' ? 1 : -1) + buttons.length) % buttons.length;
    buttons[next]?.focus();
  };

  const single = groups.length === 1;
  return (
    <div className={styles.groups} onKeyDown={onKeyDown}>
      {structuredData && <JsonLd data={faqPageJsonLd(groups)} />}
      {groups.map((group, g) => (
        <div key={group.title} className={styles.group}>
          {!single && <h3 className={styles.groupTitle}>{group.title}</h3>}
          <div className={styles.items}>
            {group.items.map((item, i) => {
              const key = `${id}-${g}-${i}`;
              const Heading = single ? 'h3' : 'h4';
              return (
                <div key={key} className={styles.item}>
                  <Heading className={styles.question}>
                    <button type="button" id={`${key}-q`} aria-expanded="false" aria-controls={`${key}-a`} className={styles.button}>
                      <span>{item.question}</span>
                      <ChevronDown aria-hidden="true" size={20} className={styles.chevron} />
                    </button>
                  </Heading>
                  <div
                    id={`${key}-a`}
                    role="region"
                    aria-labelledby={`${key}-q`}
                    className={styles.answer}
                    hidden
                    data-faq-markup={structuredData ? undefined : 'elsewhere'}
                  >
                    <p>{item.answer}</p>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
