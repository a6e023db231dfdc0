import { Pause } from 'lucide-react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { useRef, useState, type FocusEvent } from 'react';
import type { Partner } from '@/content/partners';
import styles from './logo-strip.module.css';
import { PartnerWordmark } from './partner-wordmark';

function Logos({ partners, label, copy }: { partners: readonly Partner[]; label?: string; copy?: boolean }) {
  return (
    <ul
      className={copy ? `${styles.list} ${styles.copy}` : styles.list}
      aria-label={label}
      aria-hidden={copy || undefined}
      inert={copy || undefined}
    >
      {partners.map((p) => (
        <li key={p.id} className={styles.item}>
          <a href={`#${p.id}`} className={styles.logo} title={`${p.name}: ${p.role}`}>
            <PartnerWordmark wordmark={p.wordmark} />
            <span className="visually-hidden">{p.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The partners' looping logo strip (docs/behaviour.md#logo-strip: 30 s loop,
 * 180 px logos). The list is rendered twice so the track can slide by exactly half its width and start
 * over without a seam; the second copy is aria-hidden and inert, so assistive tech and the Tab
 * key meet every partner once. It pauses on hover, while focus is inside, and with the Pause
 * button (WCAG 2.2.2); under prefers-reduced-motion it is a static wrapped grid.
 */
export function LogoStrip({ partners, label }: { partners: readonly Partner[]; label: string }) {
  const [paused, setPaused] = useState(false);
  const t = useSiteCopy().company.sectionText;
  const track = useRef<HTMLDivElement>(null);

  // Focus pauses the loop (CSS :focus-within), but the focused logo may sit outside the window,
  // where the browser cannot scroll a transformed element into view. Move the paused loop so
  // that logo shows near the left edge: every Tab stop is visible.
  const revealFocused = (e: FocusEvent<HTMLDivElement>) => {
    // Undo any scroll the browser made to show the focus; the loop position does that instead.
    e.currentTarget.scrollLeft = 0;
    const view = e.currentTarget.getBoundingClientRect();
    const item = (e.target as HTMLElement).closest('li')?.getBoundingClientRect();
    const list = track.current?.firstElementChild?.getBoundingClientRect();
    const animation = track.current?.getAnimations()[0];
    const duration = animation?.effect?.getTiming().duration;
    if (!item || !list || !animation || typeof duration !== 'number') return;
    if (item.left >= view.left && item.right <= view.right) return;
    const loopWidth = track.current!.getBoundingClientRect().width / 2;
    const progress = (item.left - list.left - view.width * 0.08) / loopWidth;
    animation.currentTime = Math.min(Math.max(progress, 0), 0.999) * duration;
  };

  return (
    <div className={styles.strip} data-paused={paused || undefined}>
      <div className={styles.viewport} onFocus={revealFocused}>
        <div ref={track} className={styles.track} data-testid="logo-track">
          <Logos partners={partners} label={label} />
          <Logos partners={partners} copy />
        </div>
      </div>
      <button type="button" className={styles.toggle} aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
        <Pause aria-hidden="true" size={16} />
        {t.pauseLogos}
      </button>
    </div>
  );
}
