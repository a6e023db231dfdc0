import { ChevronDown, Phone } from 'lucide-react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { useEffect, useState } from 'react';
import { site, telHref } from '@/shared/site';
import { AppLink } from '@/components/ui/app-link';
import { ButtonLink } from '@/components/ui/button';
import { LanguageSwitch } from './language-switch';
import styles from './mobile-menu.module.css';

/** The group open in a panel the boot script drew before React woke, for hydration to keep. */
const expandedEarly = (id: string): string | null =>
  typeof document === 'undefined'
    ? null
    : (document.querySelector(`#${id} button[aria-expanded="true"]`)?.getAttribute('aria-controls')?.replace('mobile-group-', '') ?? null);

/**
 * The small-screen menu: collapsible groups, closes on any link click (docs/behaviour.md#mobile-menu).
 * Drawn only while open: it repeats the main navigation (prerendered in DesktopNav, so crawlers
 * and the no-script page keep every link), and its copy would add about 0.3 KB to every page
 * (docs/decisions/020-first-window.md). Before React wakes the boot script draws the same panel on
 * a tap (src/boot/menus.ts); hydration adopts it, with the group the visitor opened in it.
 */
export function MobileMenu({ id, open, onClose, onEscape }: { id: string; open: boolean; onClose: () => void; onEscape: () => void }) {
  const [expanded, setExpanded] = useState<string | null>(() => expandedEarly(id));
  const { chromeText: t, contactLink, headerMenus } = useSiteCopy().navigation;

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onEscape();
    const wide = window.matchMedia('(min-width: 992px)');
    const onWide = () => wide.matches && onClose();
    document.addEventListener('keydown', onKey);
    wide.addEventListener('change', onWide);
    document.documentElement.dataset.menuOpen = '';
    return () => {
      document.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onWide);
      delete document.documentElement.dataset.menuOpen;
    };
  }, [open, onClose, onEscape]);

  if (!open) return null;
  return (
    <div id={id} className={styles.panel}>
      <nav aria-label={t.mobileNav}>
        <ul className={styles.groups}>
          {headerMenus.map((menu) => {
            const isOpen = expanded === menu.id;
            const listId = `mobile-group-${menu.id}`;
            return (
              <li key={menu.id} className={styles.group}>
                <button
                  type="button"
                  className={styles.groupButton}
                  aria-expanded={isOpen}
                  aria-controls={listId}
                  onClick={() => setExpanded(isOpen ? null : menu.id)}
                >
                  {menu.label}
                  <ChevronDown aria-hidden="true" size={20} className={styles.chevron} />
                </button>
                <div id={listId} hidden={!isOpen} className={styles.groupBody}>
                  {menu.groups.map((group) => (
                    <div key={group.title}>
                      {menu.mega && <p className={styles.groupTitle}>{group.title}</p>}
                      <ul className={styles.links}>
                        {group.links.map((link) => (
                          <li key={link.href}>
                            <AppLink href={link.href} className={styles.link} onClick={onClose}>
                              {link.label}
                            </AppLink>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </li>
            );
          })}
          <li className={styles.group}>
            <AppLink href={contactLink.href} className={styles.groupButton} onClick={onClose}>
              {contactLink.label}
            </AppLink>
          </li>
        </ul>
      </nav>
      <div className={styles.actions}>
        <a href={telHref} className={styles.call}>
          <Phone aria-hidden="true" size={18} />
          {` ${t.call} ${site.phone.display}`}
        </a>
        <ButtonLink href={t.quote.href}>{t.quote.label}</ButtonLink>
        <LanguageSwitch className={styles.language} />
      </div>
    </div>
  );
}
