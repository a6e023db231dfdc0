/** Spec section 9: a dropdown closes 200 ms after the pointer leaves it (use-dropdowns.ts, and boot/menus.ts before React). */
export const MENU_CLOSE_DELAY_MS = 200;

/**
 * From this width the header shows its dropdowns and the mobile menu is hidden (the 992 px of
 * header.module.css and mobile-menu.module.css): the open mobile menu closes when the window
 * grows past it, and no menu is drawn ahead there (mobile-menu.tsx, boot/menus.ts).
 */
export const WIDE_HEADER = '(min-width: 992px)';
