import { Menu, Phone, X } from 'lucide-react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { useCallback, useEffect, useRef, useState } from 'react';
import { site, telHref } from '@/shared/site';
import { buttonClass, ButtonLink } from '@/components/ui/button';
import { DesktopNav } from './desktop-nav';
import styles from './header.module.css';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { useQuoteTarget } from './quote-target';

/**
 * Whether the boot script opened the mobile menu before React woke (src/boot/menus.ts): it draws
 * the panel where this header draws it, so hydration adopts it and the menu stays open. Read once,
 * for the first render: afterwards the panel is in the page only while this state says so.
 */
const openedEarly = () => typeof document !== 'undefined' && document.getElementById('mobile-menu') !== null;

export function Header() {
  const [menuOpen, setMenuOpen] = useState(openedEarly);
  const [compact, setCompact] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // Escape closes the menu and puts focus back on its button (docs/behaviour.md#mobile-menu).
  const escapeMenu = useCallback(() => {
    setMenuOpen(false);
    burger.current?.focus();
  }, []);
  const t = useSiteCopy().navigation.chromeText;
  const quote = useQuoteTarget();

  // The header shrinks once the page scrolls (docs/design.md); read after mount so the
  // prerendered markup and the first client render agree.
  useEffect(() => {
    const onScroll = () => setCompact(window.scrollY > 24);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header className={styles.header} data-compact={compact || undefined}>
      <div className={`container ${styles.bar}`}>
        <Logo onNavigate={closeMenu} />
        <DesktopNav />
        <div className={styles.actions}>
          <LanguageSwitch className={styles.language} />
          <a href={telHref} className={styles.phone} aria-label={`${t.callUsAt} ${site.phone.display}`}>
            <Phone aria-hidden="true" size={18} strokeWidth={2.25} />
            <span className={styles.phoneText}>{site.phone.display}</span>
          </a>
          {/* The quote action: in this bar on wide screens, pinned to the foot of a phone's screen
              (header.module.css); the page's own form when it has one (docs/decisions/031-phone-reach.md). */}
          {'own' in quote ? (
            <a href={quote.own} className={`${buttonClass('primary')} ${styles.cta}`}>
              {t.quote.label}
            </a>
          ) : (
            <ButtonLink href={quote.page} className={styles.cta}>
              {t.quote.label}
            </ButtonLink>
          )}
          <button
            ref={burger}
            type="button"
            className={styles.burger}
            aria-expanded={menuOpen}
            // The panel exists only while open (mobile-menu.tsx).
            aria-controls={menuOpen ? 'mobile-menu' : undefined}
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? <X aria-hidden="true" size={24} /> : <Menu aria-hidden="true" size={24} />}
            <span className="visually-hidden">{menuOpen ? t.closeMenu : t.openMenu}</span>
          </button>
        </div>
      </div>
      <MobileMenu id="mobile-menu" open={menuOpen} onClose={closeMenu} onEscape={escapeMenu} />
    </header>
  );
}
