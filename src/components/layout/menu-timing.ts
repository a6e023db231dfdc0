/** Spec section 9: a dropdown closes 200 ms after the pointer leaves it (use-dropdowns.ts, and boot/menus.ts before React). */
export const MENU_CLOSE_DELAY_MS = 200;
