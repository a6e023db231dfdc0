import { ChevronDown } from 'lucide-react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { AppLink } from '@/components/ui/app-link';
import styles from './desktop-nav.module.css';
import { useDropdowns } from './use-dropdowns';

export function DesktopNav() {
  const { navRef, openId, close, buttonProps, itemProps } = useDropdowns();
  const { chromeText, contactLink, headerMenus } = useSiteCopy().navigation;

  return (
    <nav ref={navRef} className={styles.nav} aria-label={chromeText.mainNav}>
      <ul className={styles.list}>
        {headerMenus.map((menu) => {
          const isOpen = openId === menu.id;
          // A panel is drawn only while open: the three would add 0.75 KB to every page's first
          // round trip. Crawlers and the page without script find each of their links elsewhere:
          // in the footer, on the parent service page, on About, on the blog
          // (docs/decisions/020-first-window.md). The panel needs script to open either way.
          return (
            <li key={menu.id} className={styles.item} {...itemProps(menu.id)}>
              <button type="button" className={styles.trigger} {...buttonProps(menu.id)}>
                {menu.label}
                <ChevronDown aria-hidden="true" size={16} strokeWidth={2.25} className={styles.chevron} />
              </button>
              {isOpen && (
                <div id={`menu-panel-${menu.id}`} className={`${styles.panel} ${menu.mega ? styles.mega : ''}`}>
                  {menu.groups.map((group) => (
                    <div key={group.title} className={styles.group}>
                      {menu.mega && <p className={styles.groupTitle}>{group.title}</p>}
                      <ul className={styles.links}>
                        {group.links.map((link) => (
                          <li key={link.href}>
                            <AppLink href={link.href} className={styles.link} onClick={close}>
                              <span className={styles.linkLabel}>{link.label}</span>
                              {link.description && <span className={styles.linkDesc}>{link.description}</span>}
                            </AppLink>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              )}
            </li>
          );
        })}
        <li className={styles.item}>
          <AppLink href={contactLink.href} className={styles.trigger}>
            {contactLink.label}
          </AppLink>
        </li>
      </ul>
    </nav>
  );
}
