// The class names of the menus. Their rules are in the one site stylesheet already (one CSS file,
// scripts and modules alike), placed in the order of first import: these come after the global
// styles (main.tsx) in the order the root layout imports them, so the stylesheet is the same
// rules in the same order. The order matters twice: for the cascade, and for each page's inline
// CSS, which is those rules in that order (scripts/critical-css.ts): another order compresses
// differently, and the largest Spanish pages have a few bytes of the first window to spare
// (decision 020). Three modules are imported for that order only (`stylesheetOrder`).
import systemPage from '@/components/layout/system-page.module.css';
import button from '@/components/ui/button.module.css';
import footer from '@/components/layout/footer.module.css';
import logo from '@/components/layout/logo.module.css';
import desktop from '@/components/layout/desktop-nav.module.css';
import bar from '@/components/layout/header.module.css';
import languageSwitch from '@/components/layout/language-switch.module.css';
import mobile from '@/components/layout/mobile-menu.module.css';
import type { chromeText, NavLink, NavMenu } from '@/content/navigation';
import { MENU_CLOSE_DELAY_MS, WIDE_HEADER } from '@/components/layout/menu-timing';
import type { Locale } from '@/shared/i18n/locales';
import type { Early } from './early';
import { whenIdle } from './idle';
import { prepareMenuStyles } from './menu-styles';
import { loadSiteStyles, siteStylesApplied } from './site-styles';

/**
 * The header's menus answer a press before React wakes (docs/decisions/029-first-tap.md): the
 * mobile menu and the desktop dropdowns. Both are drawn only while open (decision 020), so the
 * boot script draws them itself, in the very place and with the very markup React would draw
 * (header.tsx, mobile-menu.tsx, desktop-nav.tsx): when React hydrates, the header reads what is
 * open from the page (its first state) and adopts these elements as its own. Nothing is swapped,
 * so nothing flashes, focus stays where it is, and there is never a second panel. Once React
 * listens (`app:listening`) every press is React's.
 *
 * The markup is described here as data (`El`) so the unit tests can read it without a browser;
 * tests/e2e/first-tap.spec.ts checks that it is React's, byte for byte.
 */

/** An element as React draws it: tag, attributes in React's order, children. */
export interface El {
  tag: string;
  attrs: [string, string][];
  children: Child[];
}
/** A copy of a part of the page (the header's language switch) goes in as it is. */
export type Child = El | string | Node;

/** An attribute whose value is undefined is left out, as React leaves out `className={undefined}`. */
const h = (tag: string, attrs: [string, string | undefined][], ...children: Child[]): El => ({
  tag,
  attrs: attrs.filter((a): a is [string, string] => a[1] !== undefined),
  children,
});

const ICONS = {
  x: ['M18 6 6 18', 'm6 6 12 12'],
  menu: ['M4 5h16', 'M4 12h16', 'M4 19h16'],
  'chevron-down': ['m6 9 6 6 6-6'],
  phone: [
    'M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384',
  ],
};

/** A lucide-react icon as it renders (`<X aria-hidden="true" size={24} />`); menus.test.ts compares them. */
export function icon(name: keyof typeof ICONS, size: number, strokeWidth = 2, className?: string): El {
  return h(
    'svg',
    [
      ['xmlns', 'http://www.w3.org/2000/svg'],
      ['width', String(size)],
      ['height', String(size)],
      ['viewBox', '0 0 24 24'],
      ['fill', 'none'],
      ['stroke', 'currentColor'],
      ['stroke-width', String(strokeWidth)],
      ['stroke-linecap', 'round'],
      ['stroke-linejoin', 'round'],
      ['class', `lucide lucide-${name}${className ? ` ${className}` : ''}`],
      ['aria-hidden', 'true'],
    ],
    ...ICONS[name].map((d) => h('path', [['d', d]])),
  );
}

/**
 * A link written in the navigation (an English path) on a Spanish page: its Spanish twin, from
 * `spanishPath` (shared/i18n/paths.ts), as content/twins.ts maps it for the site.
 */
export function spanishHref(written: string, spanishPath: (path: string) => string | undefined): string {
  const [path = '/', hash] = written.split('#');
  const mapped = spanishPath(path) ?? path;
  return hash === undefined ? mapped : `${mapped}#${hash}`;
}

/**
 * Whether the router marks a link to `href` active on the page at `here`: the same path or one
 * under it, a language's home only itself (app-link.tsx; the hash and an empty search do not count).
 */
export function isActive(href: string, here: string): boolean {
  const path = href.split('#')[0]!;
  const current = here.length > 1 ? here.replace(/\/$/, '') : here;
  if (path === '/' || path === '/es') return current === path;
  return current === path || current.startsWith(`${path}/`);
}

/** An internal link as the router's `<Link>` draws it (class first, active state after the href). */
function link(written: string, className: string, page: Page, ...children: Child[]): El {
  const href = page.localize(written);
  const active = isActive(href, page.here);
  return h(
    'a',
    [
      ['class', active ? `${className} active` : className],
      ['href', href],
      ...(active
        ? ([
            ['data-status', 'active'],
            ['aria-current', 'page'],
          ] as [string, string][])
        : []),
    ],
    ...children,
  );
}

/** What the menus show, in the page's language (content/navigation.ts, navigation.es.ts). */
export interface Nav {
  chromeText: typeof chromeText;
  contactLink: NavLink;
  headerMenus: readonly NavMenu[];
}

/** The page the menus are drawn on. */
export interface Page {
  nav: Nav;
  /** A link written in the navigation, as this page's language needs it. */
  localize: (href: string) => string;
  /** location.pathname */
  here: string;
}

/**
 * The navigation of the page's language only, fetched when the boot script starts, long before a
 * press: the same chunks React loads with the site copy, so they come from the cache then.
 */
function loadPage(locale: Locale, here: string): Promise<Page> {
  return locale === 'es'
    ? Promise.all([import('@/content/navigation.es'), import('@/shared/i18n/paths')]).then(([nav, paths]) => ({
        nav: { chromeText: nav.chromeText, contactLink: nav.contactLink, headerMenus: nav.headerMenus },
        localize: (href) => spanishHref(href, paths.spanishPath),
        here,
      }))
    : import('@/content/navigation').then((nav) => ({
        nav: { chromeText: nav.chromeText, contactLink: nav.contactLink, headerMenus: nav.headerMenus },
        localize: (href) => href,
        here,
      }));
}

/** The id of a header menu's panel (desktop-nav.tsx). */
export const panelId = (menu: string) => `menu-panel-${menu}`;

/** A desktop dropdown's open panel, as desktop-nav.tsx draws it. */
export function desktopPanel(menu: NavMenu, page: Page): El {
  return h(
    'div',
    [
      ['id', panelId(menu.id)],
      ['class', `${desktop.panel} ${menu.mega ? desktop.mega : ''}`],
    ],
    ...menu.groups.map((group) =>
      h(
        'div',
        [['class', desktop.group]],
        ...(menu.mega ? [h('p', [['class', desktop.groupTitle]], group.title)] : []),
        h(
          'ul',
          [['class', desktop.links]],
          ...group.links.map((item) =>
            h(
              'li',
              [],
              link(
                item.href,
                desktop.link!,
                page,
                h('span', [['class', desktop.linkLabel]], item.label),
                ...(item.description ? [h('span', [['class', desktop.linkDesc]], item.description)] : []),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}

/** The open mobile menu, as mobile-menu.tsx draws it with every group closed. */
export function mobilePanel(page: Page, phone: { href: string; display: string }, languageSwitch: Child): El {
  const { chromeText: t, contactLink, headerMenus } = page.nav;
  return h(
    'div',
    [
      ['id', 'mobile-menu'],
      ['class', mobile.panel],
    ],
    h(
      'nav',
      [['aria-label', t.mobileNav]],
      h(
        'ul',
        [['class', mobile.groups]],
        ...headerMenus.map((menu) =>
          h(
            'li',
            [['class', mobile.group]],
            h(
              'button',
              [
                ['type', 'button'],
                ['class', mobile.groupButton],
                ['aria-expanded', 'false'],
                ['aria-controls', `mobile-group-${menu.id}`],
              ],
              menu.label,
              icon('chevron-down', 20, 2, mobile.chevron),
            ),
            h(
              'div',
              [
                ['id', `mobile-group-${menu.id}`],
                ['hidden', ''],
                ['class', mobile.groupBody],
              ],
              ...menu.groups.map((group) =>
                h(
                  'div',
                  [],
                  ...(menu.mega ? [h('p', [['class', mobile.groupTitle]], group.title)] : []),
                  h(
                    'ul',
                    [['class', mobile.links]],
                    ...group.links.map((item) => h('li', [], link(item.href, mobile.link!, page, item.label))),
                  ),
                ),
              ),
            ),
          ),
        ),
        h('li', [['class', mobile.group]], link(contactLink.href, mobile.groupButton!, page, contactLink.label)),
      ),
    ),
    h(
      'div',
      [['class', mobile.actions]],
      // One string, as React writes it (mobile-menu.tsx): hydration matches text node by text node.
      h(
        'a',
        [
          ['href', phone.href],
          ['class', mobile.call],
        ],
        icon('phone', 18),
        ` ${t.call} ${phone.display}`,
      ),
      link(t.quote.href, `${button.button} ${button.primary}`, page, t.quote.label),
      languageSwitch,
    ),
  );
}

/** The burger's icon and words (header.tsx). */
export const burgerContent = (open: boolean, nav: Nav): El[] => [
  icon(open ? 'x' : 'menu', 24),
  h('span', [['class', 'visually-hidden']], nav.chromeText[open ? 'closeMenu' : 'openMenu']),
];

/** Turns a description into elements of this document. */
export function build(child: Child): Node {
  if (typeof child === 'string') return document.createTextNode(child);
  if (!('tag' in child)) return child;
  const node =
    child.tag === 'svg' || child.tag === 'path'
      ? document.createElementNS('http://www.w3.org/2000/svg', child.tag)
      : document.createElement(child.tag);
  for (const [name, value] of child.attrs) node.setAttribute(name, value);
  // One text node per string, as React renders adjacent strings.
  for (const c of child.children) node.appendChild(build(c));
  return node;
}

/** The next link to focus in a panel for a key (Arrow keys wrap, Home and End), as use-dropdowns.ts moves it. */
export function nextLink(key: string, current: number, count: number): number | undefined {
  if (!count) return undefined;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (key === 'ArrowDown' || key === 'ArrowUp') return (current + (key === 'ArrowDown' ? 1 : -1) + count) % count;
  return undefined;
}

/**
 * Answers the menus from the boot script until React listens. The panels' rules are not in the
 * page's own CSS (scripts/critical-css.ts): they are cut from the site stylesheet, which this
 * fetches into the cache as soon as it runs (boot/menu-styles.ts), and adopted while the page is
 * idle, or by a press that comes before.
 */
/** Read once, so the modules imported for the stylesheet's order stay in the boot script. */
const stylesheetOrder = [systemPage, footer, logo];

export function answerMenus(early: Early): void {
  if (stylesheetOrder.some((classes) => !classes)) return;
  let listening = false;
  document.addEventListener('app:listening', () => (listening = true), { once: true });
  const html = document.documentElement;
  let page: Page | undefined;
  const loaded = loadPage(html.lang.startsWith('es') ? 'es' : 'en', location.pathname).then((p) => void (page = p));
  loaded.catch(() => undefined);
  // The panels' rules, cut from the site stylesheet while the page is idle (boot/menu-styles.ts);
  // in development Vite has put every style in the page already.
  const styles = early.styles
    ? prepareMenuStyles(
        early.styles,
        [desktop, bar, languageSwitch, mobile].flatMap((classes): string[] => Object.values(classes)),
        siteStylesApplied,
      )
    : { adopt: () => true, ready: Promise.resolve(true) };
  const stylesIn = () => styles.ready.then((cut) => (cut ? undefined : loadSiteStyles(early.styles)));

  /**
   * Runs `act` in this very task when the navigation and the panels' rules are in (they are, a
   * moment after this script starts); else once they are, or the whole stylesheet where they
   * cannot be cut. A press React listens for by then goes to React instead.
   */
  const answer = (pressed: HTMLElement, act: (page: Page) => void) =>
    page && styles.adopt()
      ? act(page)
      : void Promise.all([stylesIn(), loaded]).then(
          () => (listening ? pressed.click() : (styles.adopt(), act(page!))),
          // Without the navigation (offline and not cached) only React can draw the menu: the press
          // waits for it, as the early guard would have held it.
          () => (listening ? pressed.click() : document.addEventListener('app:listening', () => pressed.click(), { once: true })),
        );

  const burger = () => document.querySelector<HTMLButtonElement>(`header button.${bar.burger}`);
  const triggers = () => [...document.querySelectorAll<HTMLButtonElement>(`header nav button.${desktop.trigger}`)];
  const openDropdown = () => triggers().find((b) => b.getAttribute('aria-expanded') === 'true');
  const mobileOpen = () => document.getElementById('mobile-menu') !== null;
  const wide = matchMedia(WIDE_HEADER);

  /** The open mobile menu, as an element of this page. */
  const mobileElement = (b: HTMLButtonElement, p: Page) => {
    const header = b.closest('header')!;
    const tel = header.querySelector('a[href^="tel:"]')!;
    // The mobile menu's language switch is the header's, with the menu's class added (language-switch.tsx).
    const switchLink = header.querySelector('a[data-language-switch]')!.cloneNode(true) as Element;
    switchLink.setAttribute('class', `${languageSwitch.switch} ${mobile.language}`);
    return build(mobilePanel(p, { href: tel.getAttribute('href')!, display: tel.textContent }, switchLink));
  };
  /**
   * Built while the page sits idle, so that a press only puts it in place: building it in the
   * press's task was 16 ms of it on the phone profile (docs/decisions/029-first-tap.md, "The
   * mobile menu built ahead"). Used once; a menu closed again is built anew for the next press,
   * every group closed, as React draws it.
   */
  let spare: Node | undefined;
  const buildSpare = () =>
    whenIdle(
      () => {
        const b = burger();
        if (!listening && page && b && !spare && !mobileOpen() && !wide.matches) spare = mobileElement(b, page);
      },
      { timeout: 3000, fallback: 500 },
    );

  const setMobile = (open: boolean, focusBurger = false) => {
    const b = burger();
    if (!b || !page || open === mobileOpen()) return;
    b.setAttribute('aria-expanded', String(open));
    if (open) b.setAttribute('aria-controls', 'mobile-menu');
    else b.removeAttribute('aria-controls');
    b.replaceChildren(...burgerContent(open, page.nav).map(build));
    if (open) {
      b.closest('header')!.append(spare ?? mobileElement(b, page));
      spare = undefined;
      html.dataset.menuOpen = '';
    } else {
      document.getElementById('mobile-menu')!.remove();
      delete html.dataset.menuOpen;
      if (focusBurger) b.focus();
      buildSpare();
    }
  };

  // Once the navigation and the panels' rules are in, while the page sits idle: the rules
  // adopted (a press then restyles only what it draws) and the mobile menu built.
  void Promise.all([styles.ready, loaded]).then(
    () => {
      if (!listening) styles.adopt();
      buildSpare();
    },
    () => undefined,
  );

  const setDropdown = (id: string | null) =>
    triggers().forEach((trigger, i) => {
      const menu = page?.nav.headerMenus[i];
      if (!page || !menu) return;
      const open = menu.id === id;
      if ((trigger.getAttribute('aria-expanded') === 'true') === open) return;
      trigger.setAttribute('aria-expanded', String(open));
      if (open) {
        trigger.setAttribute('aria-controls', panelId(menu.id));
        trigger.after(build(desktopPanel(menu, page)));
      } else {
        trigger.removeAttribute('aria-controls');
        document.getElementById(panelId(menu.id))?.remove();
      }
    });
  // How the open dropdown was opened, as use-dropdowns.ts keeps it: a click on a dropdown the
  // pointer opened by hovering keeps it open. React reads it when it adopts the panel.
  const openVia = (via: 'hover' | 'click' | 'key') => (early.menuVia = via);
  const toggleDropdown = (trigger: HTMLButtonElement, via: 'click' | 'key') =>
    answer(trigger, ({ nav }) => {
      const open = trigger.getAttribute('aria-expanded') === 'true';
      if (open && via === 'click' && early.menuVia === 'hover') return void openVia('click');
      openVia(via);
      setDropdown(open ? null : (nav.headerMenus[triggers().indexOf(trigger)]?.id ?? null));
    });

  // Hover, with a mouse: a dropdown opens as the pointer enters its item and closes
  // MENU_CLOSE_DELAY_MS after it leaves, unless it comes back (use-dropdowns.ts). From the time
  // React listens, hover is React's.
  let closing: ReturnType<typeof setTimeout> | undefined;
  const itemOf = (node: EventTarget | null) => (node as Element | null)?.closest?.('header nav > ul > li') ?? null;
  const hovered = (event: PointerEvent) => {
    const item = itemOf(event.target);
    const trigger = item?.querySelector<HTMLButtonElement>(`button.${desktop.trigger}`);
    return event.pointerType === 'mouse' && item && trigger && !item.contains(event.relatedTarget as Node | null) ? trigger : null;
  };
  addEventListener(
    'pointerover',
    (event: PointerEvent) => {
      const trigger = hovered(event);
      if (listening || !trigger) return;
      clearTimeout(closing);
      const open = () => {
        if (listening || !page || !styles.adopt() || trigger.getAttribute('aria-expanded') === 'true') return;
        openVia('hover');
        setDropdown(page.nav.headerMenus[triggers().indexOf(trigger)]?.id ?? null);
      };
      if (page && styles.adopt()) open();
      // A pointer that came in before the rules and copy: opened once they are, if still there.
      else
        void Promise.all([styles.ready, loaded]).then(
          () => itemOf(trigger)?.matches(':hover') && open(),
          () => undefined,
        );
    },
    true,
  );
  addEventListener(
    'pointerout',
    (event: PointerEvent) => {
      const trigger = hovered(event);
      if (listening || !trigger || trigger.getAttribute('aria-expanded') !== 'true') return;
      clearTimeout(closing);
      closing = setTimeout(() => !listening && trigger.getAttribute('aria-expanded') === 'true' && setDropdown(null), MENU_CLOSE_DELAY_MS);
    },
    true,
  );

  addEventListener(
    'click',
    (event) => {
      if (listening) return;
      const target = event.target as Element;
      const pressed = target.closest?.<HTMLElement>('button, a');
      if (!pressed) return;
      if (pressed === burger()) {
        // Stopped here, ahead of the early guard, so the press is not also replayed to React.
        event.stopPropagation();
        answer(pressed, () => setMobile(!mobileOpen()));
      } else if (triggers().includes(pressed as HTMLButtonElement)) {
        event.stopPropagation();
        toggleDropdown(pressed as HTMLButtonElement, 'click');
      } else if (pressed.matches(`#mobile-menu button[aria-controls^="mobile-group-"]`)) {
        event.stopPropagation();
        // One group open at a time (mobile-menu.tsx).
        const open = pressed.getAttribute('aria-expanded') !== 'true';
        for (const group of document.querySelectorAll<HTMLButtonElement>('#mobile-menu button[aria-controls^="mobile-group-"]')) {
          const mine = group === pressed && open;
          group.setAttribute('aria-expanded', String(mine));
          document.getElementById(group.getAttribute('aria-controls')!)!.hidden = !mine;
        }
      } else if (pressed.matches('#mobile-menu nav a')) {
        // The link goes where it says and the menu closes, as mobile-menu.tsx does.
        setMobile(false);
      } else if (pressed.closest('header nav [id^="menu-panel-"]')) setDropdown(null);
    },
    true,
  );

  addEventListener(
    'keydown',
    (event: KeyboardEvent) => {
      if (listening) return;
      const target = event.target as HTMLElement;
      if (event.key === 'Escape' && mobileOpen()) {
        setMobile(false, true);
        return;
      }
      const item = target.closest?.('header nav > ul > li');
      const trigger = item?.querySelector<HTMLButtonElement>(`button.${desktop.trigger}`);
      if (!item || !trigger) return;
      const open = trigger.getAttribute('aria-expanded') === 'true';
      if (event.key === 'Escape' && open) {
        event.preventDefault();
        setDropdown(null);
        trigger.focus();
      } else if (event.key === 'ArrowDown' && target === trigger) {
        event.preventDefault();
        toggleDropdown(trigger, 'key');
      } else {
        const panel = target.closest(`[id^="menu-panel-"]`);
        const links = panel ? [...panel.querySelectorAll('a')] : [];
        const next = nextLink(event.key, links.indexOf(target as HTMLAnchorElement), links.length);
        if (next === undefined) return;
        event.preventDefault();
        links[next]!.focus();
      }
    },
    true,
  );

  // A dropdown closes when focus leaves it and on a press outside the menus; the mobile menu
  // when the window grows into the desktop layout.
  addEventListener(
    'focusout',
    (event) => {
      const item = (event.target as Element).closest?.('header nav > ul > li');
      const to = (event as FocusEvent).relatedTarget as Node | null;
      if (!listening && item && to && !item.contains(to) && item.querySelector('[id^="menu-panel-"]')) setDropdown(null);
    },
    true,
  );
  addEventListener(
    'pointerdown',
    (event) => {
      if (!listening && openDropdown() && !(event.target as Element).closest?.('header nav')) setDropdown(null);
    },
    true,
  );
  wide.addEventListener('change', () => !listening && wide.matches && setMobile(false));
}
