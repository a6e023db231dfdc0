import { Menu, Phone, X } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { site, telHref } from '@/shared/site';
import { ButtonLink } from '@/components/ui/button';
import { DesktopNav } from './desktop-nav';
import styles from './header.module.css';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [compact, setCompact] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

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
          <a href={telHref} className={styles.phone} aria-label={`Call us at ${site.phone.display}`}>
            <Phone aria-hidden="true" size={18} strokeWidth={2.25} />
            <span className={styles.phoneText}>{site.phone.display}</span>
          </a>
          <ButtonLink href="/contact" className={styles.cta}>
            Get a Free Quote
          </ButtonLink>
          <button
            type="button"
            className={styles.burger}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? <X aria-hidden="true" size={24} /> : <Menu aria-hidden="true" size={24} />}
            <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          </button>
        </div>
      </div>
      <MobileMenu id="mobile-menu" open={menuOpen} onClose={closeMenu} />
    </header>
  );
}
