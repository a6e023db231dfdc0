import { ChevronDown, Phone } from 'lucide-react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { memo, startTransition, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { whenIdle } from '@/boot/idle';
import { usePublicPath } from '@/components/i18n/use-locale';
import { site, telHref } from '@/shared/site';
import { AppLink } from '@/components/ui/app-link';
import { ButtonLink } from '@/components/ui/button';
import { LanguageSwitch } from './language-switch';
import { WIDE_HEADER } from './menu-timing';
import styles from './mobile-menu.module.css';

/** The group open in a panel the boot script drew before React woke, for hydration to keep. */
const expandedEarly = (id: string): string | null =>
  typeof document === 'undefined'
    ? null
    : (document.querySelector(`#${id} button[aria-expanded="true"]`)?.getAttribute('aria-controls')?.replace('mobile-group-', '') ?? null);

/**
 * The panel, kept while hidden (below): the same props on opening, so its 60-odd elements and 30
 * router links are not rendered again when the menu opens, only the panel's `hidden` is.
 */
const Panel = memo(function Panel({
  expanded,
  setExpanded,
  onClose,
}: {
  expanded: string | null;
  setExpanded: Dispatch<SetStateAction<string | null>>;
  onClose: () => void;
}) {
  const { chromeText: t, contactLink, headerMenus } = useSiteCopy().navigation;
  return (
    <>
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
    </>
  );
});

/**
 * Whether the closed panel is kept in the page, hidden, for the page at `path`: from the first
 * idle moment after React draws the page on a phone-wide window. Opening the menu then only
 * shows it: rendering and committing the panel in the tap's own task was 56 ms of an awake tap
 * on the phone profile (docs/decisions/029-first-tap.md, "An awake menu, drawn ahead"). Dropped
 * when the page changes, so that its links are not rendered again with every page the router
 * draws, and drawn again in idle time after; drawn in a transition, which yields to a tap.
 */
function useSpare(open: boolean): boolean {
  const path = usePublicPath();
  const [spareFor, setSpareFor] = useState<string | null>(null);
  useEffect(() => {
    if (open || spareFor === path || matchMedia(WIDE_HEADER).matches) return;
    let current = true;
    whenIdle(() => current && startTransition(() => setSpareFor(path)), { timeout: 3000, fallback: 500 });
    return () => {
      current = false;
    };
  }, [open, path, spareFor]);
  return spareFor === path;
}

/**
 * The small-screen menu: collapsible groups, closes on any link click (docs/behaviour.md#mobile-menu).
 * Not in the prerendered page: it repeats the main navigation (prerendered in DesktopNav, so
 * crawlers and the no-script page keep every link), and its copy would add about 0.3 KB to every
 * page (docs/decisions/020-first-window.md). Before React wakes the boot script draws the same
 * panel on a tap (src/boot/menus.ts); hydration adopts it, with the group the visitor opened in
 * it. Once React is awake the closed panel is kept, hidden, while the page sits idle (`useSpare`).
 */
export function MobileMenu({ id, open, onClose, onEscape }: { id: string; open: boolean; onClose: () => void; onEscape: () => void }) {
  const [expanded, setExpanded] = useState<string | null>(() => expandedEarly(id));
  const spare = useSpare(open);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onEscape();
    const wide = window.matchMedia(WIDE_HEADER);
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

  if (!open && !spare) return null;
  return (
    <div id={id} className={styles.panel} hidden={!open}>
      <Panel expanded={expanded} setExpanded={setExpanded} onClose={onClose} />
    </div>
  );
}
