/** Where the visitor's explicit language choice is kept (only a click on the switch writes it). */
export const LANGUAGE_KEY = 'sunfield-language';

/*
 * What the boot script's notices remember (docs/decisions/031-phone-reach.md; the privacy page
 * says so): a suggestion dismissed in this tab, the Spanish welcome and the install offer
 * dismissed on this device, the pages seen in this tab and when the device last saw the site.
 */
export const SUGGESTION_DISMISSED_KEY = 'sunfield-language-suggestion-dismissed';
export const WELCOME_DISMISSED_KEY = 'sunfield-welcome-dismissed';
export const INSTALL_DISMISSED_KEY = 'sunfield-install-dismissed';
export const VIEWS_KEY = 'sunfield-views';
export const SEEN_KEY = 'sunfield-seen';
