import { Menu, Phone, X } from 'lucide-react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { site, telHref } from '@/shared/site';
import { buttonClass, ButtonLink } from '@/components/ui/button';
import { DesktopNav } from './desktop-nav';
import styles from './header.module.css';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { QUOTE_PAGE, useOwnQuoteForm } from './quote-target';

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
  const ownForm = useOwnQuoteForm();

  // What the bar shows besides the menu button, rendered again only when it changes: not when the
  // menu opens or the header shrinks. Its links are router links, and rendering them again was
  // most of React's work in an awake tap on the menu button (docs/decisions/029-first-tap.md,
  // "An awake menu, drawn ahead").
  const logo = useMemo(() => <Logo onNavigate={closeMenu} />, [closeMenu]);
  const nav = useMemo(() => <DesktopNav />, []);
  const language = useMemo(() => <LanguageSwitch className={styles.language} />, []);
  const quoteAction = useMemo(
    () =>
      // The quote action: in this bar on wide screens, pinned to the foot of a phone's screen
      // (header.module.css); the page's own form when it has one (docs/decisions/031-phone-reach.md).
      ownForm ? (
        <a href={ownForm} className={`${buttonClass('primary')} ${styles.cta}`}>
          {t.quote.label}
        </a>
      ) : (
        <ButtonLink href={QUOTE_PAGE} className={styles.cta}>
          {t.quote.label}
        </ButtonLink>
      ),
    [ownForm, t],
  );

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
        {logo}
        {nav}
        <div className={styles.actions}>
          {language}
          <a href={telHref} className={styles.phone} aria-label={`${t.callUsAt} ${site.phone.display}`}>
            <Phone aria-hidden="true" size={18} strokeWidth={2.25} />
            <span className={styles.phoneText}>{site.phone.display}</span>
          </a>
          {quoteAction}
          <button
            ref={burger}
            type="button"
            className={styles.burger}
            aria-expanded={menuOpen}
            // Only while open: the closed panel is absent, or kept hidden (mobile-menu.tsx).
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
