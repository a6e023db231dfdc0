import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';

import { MENU_CLOSE_DELAY_MS } from './menu-timing';

type Via = 'hover' | 'click' | 'key';

/**
 * The panel the boot script opened before React woke (src/boot/menus.ts), drawn where
 * desktop-nav.tsx draws it: the first render keeps it open and hydration adopts it, with how it
 * was opened (a hover, then a click, keeps it open).
 */
function openedEarly(): { id: string; via: Via } | null {
  const panel = typeof document === 'undefined' ? null : document.querySelector('header nav [id^="menu-panel-"]');
  return panel ? { id: panel.id.slice('menu-panel-'.length), via: window.sunfieldEarly?.menuVia ?? 'click' } : null;
}

/**
 * Desktop dropdown behaviour (docs/behaviour.md#header-and-menus, WAI-ARIA disclosure pattern): open on
 * hover, click or keyboard (Enter, Space, ArrowDown toggle), Escape closes and returns focus to
 * the button, close 200 ms after the pointer leaves, on outside click and when focus leaves.
 */
export function useDropdowns() {
  const [open, setOpen] = useState<{ id: string; via: Via } | null>(openedEarly);
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const close = useCallback(() => {
    clearTimeout(closeTimer.current);
    setOpen(null);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const toggle = (id: string, via: Via) => setOpen((cur) => (cur?.id === id ? null : { id, via }));

  const focusLink = (id: string, index: number | 'last') => {
    const panel = document.getElementById(`menu-panel-${id}`);
    const links = panel ? Array.from(panel.querySelectorAll<HTMLAnchorElement>('a')) : [];
    const target = index === 'last' ? links.at(-1) : links[(index + links.length) % links.length];
    target?.focus();
  };

  return {
    navRef,
    openId: open?.id ?? null,
    close,
    buttonProps: (id: string) => ({
      ref: (el: HTMLButtonElement | null) => {
        if (el) buttons.current.set(id, el);
        else buttons.current.delete(id);
      },
      'aria-expanded': open?.id === id,
      // The panel exists only while open (desktop-nav.tsx).
      'aria-controls': open?.id === id ? `menu-panel-${id}` : undefined,
      onClick: () => {
        cancelClose();
        // A pointer that opened the menu by hovering and then clicks means "keep it open".
        // Functional update: the hover may have opened it in this same event turn.
        setOpen((cur) => {
          if (cur?.id !== id) return { id, via: 'click' };
          return cur.via === 'hover' ? { id, via: 'click' } : null;
        });
      },
      onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => {
        if (e.key === 'ArrowDown') {
          e.preventDefault();
          toggle(id, 'key');
        }
      },
    }),
    itemProps: (id: string) => ({
      onPointerEnter: (e: PointerEvent) => {
        if (e.pointerType !== 'mouse') return;
        cancelClose();
        setOpen((cur) => (cur?.id === id ? cur : { id, via: 'hover' }));
      },
      onPointerLeave: (e: PointerEvent) => {
        if (e.pointerType !== 'mouse') return;
        cancelClose();
        closeTimer.current = setTimeout(() => setOpen((cur) => (cur?.id === id ? null : cur)), MENU_CLOSE_DELAY_MS);
      },
      onBlur: (e: FocusEvent<HTMLLIElement>) => {
        if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget)) {
          setOpen((cur) => (cur?.id === id ? null : cur));
        }
      },
      onKeyDown: (e: KeyboardEvent<HTMLLIElement>) => {
        if (e.key === 'Escape' && open?.id === id) {
          e.preventDefault();
          close();
          buttons.current.get(id)?.focus();
          return;
        }
        const inPanel = (e.target as HTMLElement).closest(`#menu-panel-${id}`);
        if (!inPanel || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) return;
        e.preventDefault();
        const links = Array.from(inPanel.querySelectorAll('a'));
        const current = links.indexOf(e.target as HTMLAnchorElement);
        if (e.key === 'Home') focusLink(id, 0);
        else if (e.key === 'End') focusLink(id, 'last');
        else focusLink(id, current + (e.key === 'ArrowDown' ? 1 : -1));
      },
    }),
  };
}
