import type { ReactNode } from 'react';
import type { Tone } from '@/content/types';
import styles from './section.module.css';
import { SectionHeader } from './section-header';

interface Props {
  id: string;
  heading: string;
  eyebrow?: string | undefined;
  intro?: string | undefined;
  tone?: Tone | undefined;
  align?: 'start' | 'center';
  children: ReactNode;
}

/** A page band: anchor id, background tone, heading (h2) with eyebrow and intro, then content. */
export function Section({ id, heading, eyebrow, intro, tone = 'white', align, children }: Props) {
  return (
    <section id={id} className={styles.section} data-tone={tone} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <SectionHeader id={`${id}-heading`} eyebrow={eyebrow} heading={heading} text={intro} align={align} />
        {children}
      </div>
    </section>
  );
}
